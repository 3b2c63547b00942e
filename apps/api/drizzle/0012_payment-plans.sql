CREATE TABLE "payment_plans" (
	"id_payment_plan" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"from_addresses" integer NOT NULL,
	"to_addresses" integer,
	"minimum_payment" integer NOT NULL,
	"address_price" integer NOT NULL,
	"is_mobile" boolean DEFAULT false NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"show_on_website" boolean DEFAULT true NOT NULL,
	"descriptions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"stripe_id" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
