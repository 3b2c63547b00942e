CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id_subscription" serial PRIMARY KEY NOT NULL,
	"id_client" integer NOT NULL,
	"id_payment_plan" integer NOT NULL,
	"period" smallint NOT NULL,
	"drivers" integer NOT NULL,
	"routes" integer NOT NULL,
	"days" integer,
	"stripe_id" text NOT NULL,
	"status" text NOT NULL,
	"current_period_start" timestamp with time zone,
	"current_period_end" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_id_client_unique" UNIQUE("id_client"),
	CONSTRAINT "subscriptions_stripe_id_unique" UNIQUE("stripe_id")
);
--> statement-breakpoint
CREATE TABLE "usage_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_client" integer NOT NULL,
	"period" text NOT NULL,
	"addresses" integer NOT NULL,
	"identifier" text NOT NULL,
	"reported_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "usage_reports_identifier_unique" UNIQUE("identifier")
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_id_client_clients_id_client_fk" FOREIGN KEY ("id_client") REFERENCES "public"."clients"("id_client") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_reports" ADD CONSTRAINT "usage_reports_id_client_clients_id_client_fk" FOREIGN KEY ("id_client") REFERENCES "public"."clients"("id_client") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "usage_reports_count_key" ON "usage_reports" USING btree ("id_client","period","addresses");--> statement-breakpoint
-- Row-level security, as in 0001_tenant-isolation.sql. stripe_events belongs to no client.
ALTER TABLE "subscriptions" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "subscriptions" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "subscriptions" USING (app_tenant_visible(id_client)) WITH CHECK (app_tenant_visible(id_client));
--> statement-breakpoint
ALTER TABLE "usage_reports" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "usage_reports" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "usage_reports" USING (app_tenant_visible(id_client)) WITH CHECK (app_tenant_visible(id_client));
