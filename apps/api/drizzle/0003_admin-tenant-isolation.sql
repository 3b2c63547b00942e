-- Row-level security for the administration tables, as in 0001_tenant-isolation.sql.
-- user_photos.id_client is null for the provider's own staff, who are seen with app.all_clients only.
ALTER TABLE "client_assignments" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "client_assignments" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "client_assignments" USING (app_tenant_visible(id_client)) WITH CHECK (app_tenant_visible(id_client));
--> statement-breakpoint
ALTER TABLE "activities" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "activities" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "activities" USING (app_tenant_visible(id_client)) WITH CHECK (app_tenant_visible(id_client));
--> statement-breakpoint
ALTER TABLE "skills" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "skills" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "skills" USING (app_tenant_visible(id_client)) WITH CHECK (app_tenant_visible(id_client));
--> statement-breakpoint
ALTER TABLE "user_skills" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "user_skills" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "user_skills" USING (app_tenant_visible(id_client)) WITH CHECK (app_tenant_visible(id_client));
--> statement-breakpoint
ALTER TABLE "cars" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "cars" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "cars" USING (app_tenant_visible(id_client)) WITH CHECK (app_tenant_visible(id_client));
--> statement-breakpoint
ALTER TABLE "user_photos" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "user_photos" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "user_photos" USING (app_tenant_visible(id_client)) WITH CHECK (app_tenant_visible(id_client));
