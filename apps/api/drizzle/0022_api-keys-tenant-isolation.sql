-- API keys are a client's rows like any other (docs/security.md): another client's keys are
-- invisible. Authentication finds a key by its hash with every client visible, before it knows
-- the client.
ALTER TABLE "api_keys" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "api_keys" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "api_keys" USING (app_tenant_visible(id_client)) WITH CHECK (app_tenant_visible(id_client));
