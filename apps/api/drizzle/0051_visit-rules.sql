CREATE TABLE "visit_rules" (
	"id_address" integer PRIMARY KEY NOT NULL,
	"id_client" integer NOT NULL,
	"kind" text NOT NULL,
	"weekdays" text[] DEFAULT '{}' NOT NULL,
	"every_weeks" smallint DEFAULT 1 NOT NULL,
	"month_day" smallint,
	"nth" smallint,
	"start_date" date NOT NULL,
	"end_date" date,
	"exceptions" date[] DEFAULT '{}' NOT NULL,
	"duration" integer NOT NULL,
	"pieces" double precision DEFAULT 0 NOT NULL,
	"weight" double precision DEFAULT 0 NOT NULL,
	"volume" double precision DEFAULT 0 NOT NULL,
	"windows" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notes" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "visit_rules" ADD CONSTRAINT "visit_rules_id_address_addresses_id_address_fk" FOREIGN KEY ("id_address") REFERENCES "public"."addresses"("id_address") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_rules" ADD CONSTRAINT "visit_rules_id_client_clients_id_client_fk" FOREIGN KEY ("id_client") REFERENCES "public"."clients"("id_client") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A client's visit rules belong to that client (docs/security.md).
ALTER TABLE "visit_rules" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "visit_rules" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "visit_rules" USING (app_tenant_visible(id_client)) WITH CHECK (app_tenant_visible(id_client));
