-- Row-level security for the planning tables, as in 0001_tenant-isolation.sql.
ALTER TABLE "optimizations" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "optimizations" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "optimizations" USING (app_tenant_visible(id_client)) WITH CHECK (app_tenant_visible(id_client));
--> statement-breakpoint
ALTER TABLE "routes" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "routes" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "routes" USING (app_tenant_visible(id_client)) WITH CHECK (app_tenant_visible(id_client));
--> statement-breakpoint
ALTER TABLE "stops" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "stops" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "stops" USING (app_tenant_visible(id_client)) WITH CHECK (app_tenant_visible(id_client));
--> statement-breakpoint
ALTER TABLE "optimization_runs" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "optimization_runs" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "optimization_runs" USING (app_tenant_visible(id_client)) WITH CHECK (app_tenant_visible(id_client));
--> statement-breakpoint
ALTER TABLE "optimized_addresses" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "optimized_addresses" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "optimized_addresses" USING (app_tenant_visible(id_client)) WITH CHECK (app_tenant_visible(id_client));
