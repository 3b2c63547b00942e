CREATE TABLE "route_visit_figures" (
	"id_route" integer PRIMARY KEY NOT NULL,
	"id_client" integer NOT NULL,
	"id_subsidiary" integer NOT NULL,
	"arrivals" integer NOT NULL,
	"on_time" integer NOT NULL,
	"failed" integer NOT NULL,
	"eta_count" integer NOT NULL,
	"eta_error_sum" double precision NOT NULL,
	"actual_service_count" integer NOT NULL,
	"actual_service_sum" double precision NOT NULL,
	"planned_service_count" integer NOT NULL,
	"planned_service_sum" double precision NOT NULL,
	"eta_histogram" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visit_figure_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_client" integer NOT NULL,
	"id_subsidiary" integer NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"zone" text,
	"weekday" smallint,
	"hour" smallint,
	"id_address_type" integer,
	"id_stop_outcome" integer,
	"route_set" text,
	"arrivals" integer NOT NULL,
	"on_time" integer NOT NULL,
	"failed" integer NOT NULL,
	"eta_count" integer NOT NULL,
	"eta_error_sum" double precision NOT NULL,
	"actual_service_count" integer NOT NULL,
	"actual_service_sum" double precision NOT NULL,
	"planned_service_count" integer NOT NULL,
	"planned_service_sum" double precision NOT NULL,
	"eta_histogram" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "route_visit_figures" ADD CONSTRAINT "route_visit_figures_id_route_routes_id_route_fk" FOREIGN KEY ("id_route") REFERENCES "public"."routes"("id_route") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_visit_figures" ADD CONSTRAINT "route_visit_figures_id_client_clients_id_client_fk" FOREIGN KEY ("id_client") REFERENCES "public"."clients"("id_client") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_visit_figures" ADD CONSTRAINT "route_visit_figures_id_subsidiary_subsidiaries_id_subsidiary_fk" FOREIGN KEY ("id_subsidiary") REFERENCES "public"."subsidiaries"("id_subsidiary") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_figure_groups" ADD CONSTRAINT "visit_figure_groups_id_client_clients_id_client_fk" FOREIGN KEY ("id_client") REFERENCES "public"."clients"("id_client") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_figure_groups" ADD CONSTRAINT "visit_figure_groups_id_subsidiary_subsidiaries_id_subsidiary_fk" FOREIGN KEY ("id_subsidiary") REFERENCES "public"."subsidiaries"("id_subsidiary") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visit_figure_groups_site_start" ON "visit_figure_groups" USING btree ("id_subsidiary","start_date");--> statement-breakpoint
-- A client's kept visit figures belong to that client (docs/security.md).
ALTER TABLE "route_visit_figures" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "route_visit_figures" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "route_visit_figures" USING (app_tenant_visible(id_client)) WITH CHECK (app_tenant_visible(id_client));
--> statement-breakpoint
ALTER TABLE "visit_figure_groups" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "visit_figure_groups" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "visit_figure_groups" USING (app_tenant_visible(id_client)) WITH CHECK (app_tenant_visible(id_client));
