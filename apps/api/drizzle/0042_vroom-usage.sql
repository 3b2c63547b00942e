CREATE TABLE "vroom_usage" (
	"id_solve" uuid PRIMARY KEY NOT NULL,
	"id_client" integer NOT NULL,
	"period" text NOT NULL,
	"addresses" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vroom_usage" ADD CONSTRAINT "vroom_usage_id_client_clients_id_client_fk" FOREIGN KEY ("id_client") REFERENCES "public"."clients"("id_client") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vroom_usage_period" ON "vroom_usage" USING btree ("id_client","period");