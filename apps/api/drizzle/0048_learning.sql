CREATE TABLE "learning_settings" (
	"id_client" integer PRIMARY KEY NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stops" ADD COLUMN "learned_visits" integer;--> statement-breakpoint
ALTER TABLE "learning_settings" ADD CONSTRAINT "learning_settings_id_client_clients_id_client_fk" FOREIGN KEY ("id_client") REFERENCES "public"."clients"("id_client") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A client's learning settings belong to that client (docs/security.md).
ALTER TABLE "learning_settings" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "learning_settings" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "learning_settings" USING (app_tenant_visible(id_client)) WITH CHECK (app_tenant_visible(id_client));
