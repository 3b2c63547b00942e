-- Domain events (docs/architecture.md, "Domain events"): the business events integrators and
-- customer notifications follow, written to the domain_events outbox by triggers, so each is
-- recorded in the transaction of its change, whichever code path makes it (a driver's phone, a
-- planner, a run's worker). `ruta_events` wakes the relays, which queue one fan-out job per event.
ALTER TABLE "domain_events" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "domain_events" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "domain_events" USING (app_tenant_visible(id_client)) WITH CHECK (app_tenant_visible(id_client));
--> statement-breakpoint
CREATE OR REPLACE FUNCTION domain_event_record(event_type text, client integer, site integer, payload jsonb) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO domain_events (id_client, id_subsidiary, type, data)
  VALUES (client, site, event_type, payload);
  PERFORM pg_notify('ruta_events', '');
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION domain_event_optimization() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM domain_event_record('optimization.created', NEW.id_client, NEW.id_subsidiary,
    jsonb_build_object('id_optimization', NEW.id_optimization, 'id_subsidiary', NEW.id_subsidiary,
      'name', NEW.name, 'created_at', NEW.created_at));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A run's plan is the optimization's: at once for a run, when applied for a preview.
CREATE OR REPLACE FUNCTION domain_event_run() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM domain_event_record('optimization.optimized', NEW.id_client, NEW.id_subsidiary,
    jsonb_build_object('id_optimization', NEW.id_optimization, 'id_subsidiary', NEW.id_subsidiary,
      'id_run', NEW.id_run, 'id_routes', to_jsonb(NEW.route_ids), 'distance', NEW.distance,
      'duration', NEW.duration, 'unassigned', NEW.unassigned, 'finished_at', NEW.finished_at));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION domain_event_route() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM domain_event_record(TG_ARGV[0], NEW.id_client, NEW.id_subsidiary,
    jsonb_build_object('id_route', NEW.id_route, 'id_optimization', NEW.id_optimization,
      'id_subsidiary', NEW.id_subsidiary, 'name', NEW.name, 'id_driver', NEW.id_user,
      'started', NEW.started, 'completed', NEW.completed, 'actual_distance', NEW.actual_distance));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A stop's event; a completion is `stop.failed` when the visit did not succeed.
CREATE OR REPLACE FUNCTION domain_event_stop() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM domain_event_record(
    CASE WHEN TG_ARGV[0] = 'stop.completed' AND NEW.failed THEN 'stop.failed' ELSE TG_ARGV[0] END,
    NEW.id_client, NEW.id_subsidiary,
    jsonb_build_object('id_stop', NEW.id_stop, 'id_route', NEW.id_route,
      'id_optimization', NEW.id_optimization, 'id_subsidiary', NEW.id_subsidiary,
      'name', NEW.name, 'address', NEW.address, 'latitude', NEW.latitude,
      'longitude', NEW.longitude, 'arrived', NEW.arrived, 'completed', NEW.completed,
      'visit_time', NEW.visit_time, 'failed', NEW.failed, 'note', NEW.note));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER optimizations_domain_event AFTER INSERT ON "optimizations" FOR EACH ROW EXECUTE FUNCTION domain_event_optimization();
--> statement-breakpoint
CREATE TRIGGER optimization_runs_domain_event AFTER UPDATE ON "optimization_runs" FOR EACH ROW WHEN ((NEW.status = 'done' AND OLD.status <> 'done' AND NOT NEW.preview) OR (NEW.decision = 'applied' AND OLD.decision IS DISTINCT FROM 'applied')) EXECUTE FUNCTION domain_event_run();
--> statement-breakpoint
CREATE TRIGGER routes_domain_event_started AFTER UPDATE OF started ON "routes" FOR EACH ROW WHEN (OLD.started IS NULL AND NEW.started IS NOT NULL) EXECUTE FUNCTION domain_event_route('route.started');
--> statement-breakpoint
CREATE TRIGGER routes_domain_event_completed AFTER UPDATE OF completed ON "routes" FOR EACH ROW WHEN (OLD.completed IS NULL AND NEW.completed IS NOT NULL) EXECUTE FUNCTION domain_event_route('route.completed');
--> statement-breakpoint
CREATE TRIGGER stops_domain_event_arrived AFTER UPDATE OF arrived ON "stops" FOR EACH ROW WHEN (OLD.arrived IS NULL AND NEW.arrived IS NOT NULL) EXECUTE FUNCTION domain_event_stop('stop.arrived');
--> statement-breakpoint
CREATE TRIGGER stops_domain_event_completed AFTER UPDATE OF completed ON "stops" FOR EACH ROW WHEN (OLD.completed IS NULL AND NEW.completed IS NOT NULL) EXECUTE FUNCTION domain_event_stop('stop.completed');
