-- The VROOM API's metered solves (issue 46) are a client's rows (docs/security.md).
ALTER TABLE "vroom_usage" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "vroom_usage" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "vroom_usage" USING (app_tenant_visible(id_client)) WITH CHECK (app_tenant_visible(id_client));
