CREATE TABLE "positions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"id_client" integer NOT NULL,
	"id_subsidiary" integer NOT NULL,
	"id_route" integer NOT NULL,
	"id_user" integer,
	"recorded_at" timestamp with time zone NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"accuracy" double precision,
	"speed" double precision,
	"heading" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "route_etas" (
	"id_route" integer PRIMARY KEY NOT NULL,
	"id_client" integer NOT NULL,
	"id_subsidiary" integer NOT NULL,
	"id_optimization" integer NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	"position_at" timestamp with time zone,
	"etas" jsonb
);
--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_id_client_clients_id_client_fk" FOREIGN KEY ("id_client") REFERENCES "public"."clients"("id_client") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_id_subsidiary_subsidiaries_id_subsidiary_fk" FOREIGN KEY ("id_subsidiary") REFERENCES "public"."subsidiaries"("id_subsidiary") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_id_route_routes_id_route_fk" FOREIGN KEY ("id_route") REFERENCES "public"."routes"("id_route") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_id_user_users_id_user_fk" FOREIGN KEY ("id_user") REFERENCES "public"."users"("id_user") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_etas" ADD CONSTRAINT "route_etas_id_route_routes_id_route_fk" FOREIGN KEY ("id_route") REFERENCES "public"."routes"("id_route") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_etas" ADD CONSTRAINT "route_etas_id_client_clients_id_client_fk" FOREIGN KEY ("id_client") REFERENCES "public"."clients"("id_client") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_etas" ADD CONSTRAINT "route_etas_id_subsidiary_subsidiaries_id_subsidiary_fk" FOREIGN KEY ("id_subsidiary") REFERENCES "public"."subsidiaries"("id_subsidiary") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "positions_route_time" ON "positions" USING btree ("id_route","recorded_at");--> statement-breakpoint
CREATE INDEX "positions_time" ON "positions" USING btree ("recorded_at");--> statement-breakpoint
-- Row-level security, as in 0001_tenant-isolation.sql.
ALTER TABLE "positions" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "positions" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "positions" USING (app_tenant_visible(id_client)) WITH CHECK (app_tenant_visible(id_client));
--> statement-breakpoint
ALTER TABLE "route_etas" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "route_etas" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "route_etas" USING (app_tenant_visible(id_client)) WITH CHECK (app_tenant_visible(id_client));
--> statement-breakpoint
-- Live updates (0018_live-events-triggers.sql): a batch of positions is one 'position' event per
-- route, carrying the route's latest position (not the batch's: a batch sent late from an offline
-- queue must not move the marker back), so the planner's map moves without a refetch. A batch
-- that adds nothing (sent again) announces nothing. 200 drivers sending every 10 s make 20 small
-- events a second.
CREATE OR REPLACE FUNCTION live_record_positions() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM live_record('position',
    ARRAY['id_optimization', 'id_route', 'id_user', 'latitude', 'longitude', 'at'],
    ARRAY(
      SELECT jsonb_build_object(
        'id_client', r.id_client, 'id_subsidiary', r.id_subsidiary,
        'id_optimization', r.id_optimization, 'id_route', r.id_route, 'id_user', r.id_user,
        'latitude', p.latitude, 'longitude', p.longitude, 'at', p.recorded_at)
      FROM (SELECT DISTINCT id_route FROM new_rows) AS n
      JOIN routes r ON r.id_route = n.id_route
      CROSS JOIN LATERAL (
        SELECT latitude, longitude, recorded_at FROM positions
        WHERE positions.id_route = n.id_route ORDER BY recorded_at DESC LIMIT 1
      ) AS p));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER positions_live AFTER INSERT ON "positions" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION live_record_positions();
--> statement-breakpoint
-- New ETAs of a route (not the claim that only moves computed_at): an 'eta' event.
CREATE TRIGGER route_etas_live_insert AFTER INSERT ON "route_etas" FOR EACH ROW WHEN (NEW.etas IS NOT NULL) EXECUTE FUNCTION live_record_row('eta', 'id_optimization', 'id_route');
--> statement-breakpoint
CREATE TRIGGER route_etas_live_update AFTER UPDATE ON "route_etas" FOR EACH ROW WHEN (NEW.etas IS DISTINCT FROM OLD.etas OR NEW.position_at IS DISTINCT FROM OLD.position_at) EXECUTE FUNCTION live_record_row('eta', 'id_optimization', 'id_route');
