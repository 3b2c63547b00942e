-- A route's live ETAs (issue 43): each new prediction of a route on the road is also the domain
-- event `route.eta_updated`, so webhooks carry the same ETA the planner and the customer see:
-- every stop not yet visited with its live `eta`, its `planned_eta` and `late_seconds`.
CREATE OR REPLACE FUNCTION domain_event_route_etas() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM domain_event_record('route.eta_updated', NEW.id_client, NEW.id_subsidiary,
    jsonb_build_object('id_route', NEW.id_route, 'id_optimization', NEW.id_optimization,
      'id_subsidiary', NEW.id_subsidiary, 'computed_at', NEW.computed_at,
      'position_at', NEW.position_at, 'etas', NEW.etas));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER route_etas_domain_event_insert AFTER INSERT ON "route_etas" FOR EACH ROW WHEN (NEW.etas IS NOT NULL) EXECUTE FUNCTION domain_event_route_etas();
--> statement-breakpoint
CREATE TRIGGER route_etas_domain_event_update AFTER UPDATE ON "route_etas" FOR EACH ROW WHEN (NEW.etas IS NOT NULL AND NEW.etas IS DISTINCT FROM OLD.etas) EXECUTE FUNCTION domain_event_route_etas();
