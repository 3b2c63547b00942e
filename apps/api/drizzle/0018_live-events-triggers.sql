-- Live updates (docs/architecture.md, "Live updates"): every change to optimizations, routes,
-- stops and optimization runs, whoever makes it, is written to live_events and announced on the
-- channel ruta_live with pg_notify (delivered at commit, to every process that listens). The
-- payload is small (well under NOTIFY's 8000 bytes): the event's id, kind, client, site and ids;
-- clients refetch what they show.
ALTER TABLE "live_events" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "live_events" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "live_events" USING (app_tenant_visible(id_client)) WITH CHECK (app_tenant_visible(id_client));
--> statement-breakpoint
-- Records one event per distinct (client, site, ids) among the changed rows (as jsonb), and
-- announces each. `keys` are the columns that name what changed.
CREATE OR REPLACE FUNCTION live_record(event_kind text, keys text[], changed jsonb[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  event live_events;
BEGIN
  FOR event IN
    INSERT INTO live_events (id_client, id_subsidiary, kind, ids)
    SELECT DISTINCT (c->>'id_client')::integer, (c->>'id_subsidiary')::integer, event_kind,
           (SELECT jsonb_object_agg(k, c->k) FROM unnest(keys) AS k)
    FROM unnest(changed) AS c
    RETURNING *
  LOOP
    PERFORM pg_notify('ruta_live', json_build_object(
      'id', event.id, 'kind', event.kind, 'id_client', event.id_client,
      'id_subsidiary', event.id_subsidiary, 'ids', event.ids)::text);
  END LOOP;
END $$;
--> statement-breakpoint
-- A statement's changes (AFTER ... FOR EACH STATEMENT with transition tables): one event per
-- group, so a plan written for 5,000 stops is a handful of events. TG_ARGV: the kind, then keys.
CREATE OR REPLACE FUNCTION live_record_statement() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  keys text[] := TG_ARGV[1:TG_NARGS - 1];
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM live_record(TG_ARGV[0], keys, ARRAY(SELECT to_jsonb(r) FROM new_rows r));
  ELSIF TG_OP = 'UPDATE' THEN
    -- Both sides: a stop moved from one route to another changes both routes.
    PERFORM live_record(TG_ARGV[0], keys, ARRAY(
      SELECT to_jsonb(r) FROM new_rows r UNION ALL SELECT to_jsonb(r) FROM old_rows r));
  ELSE
    PERFORM live_record(TG_ARGV[0], keys, ARRAY(SELECT to_jsonb(r) FROM old_rows r));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- One row's new state (runs: their phase and progress number travel with the event).
CREATE OR REPLACE FUNCTION live_record_row() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM live_record(TG_ARGV[0], TG_ARGV[1:TG_NARGS - 1], ARRAY[to_jsonb(NEW)]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER optimizations_live_insert AFTER INSERT ON "optimizations" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION live_record_statement('optimization', 'id_optimization');
--> statement-breakpoint
CREATE TRIGGER optimizations_live_update AFTER UPDATE ON "optimizations" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION live_record_statement('optimization', 'id_optimization');
--> statement-breakpoint
CREATE TRIGGER optimizations_live_delete AFTER DELETE ON "optimizations" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION live_record_statement('optimization', 'id_optimization');
--> statement-breakpoint
CREATE TRIGGER routes_live_insert AFTER INSERT ON "routes" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION live_record_statement('route', 'id_optimization', 'id_route');
--> statement-breakpoint
CREATE TRIGGER routes_live_update AFTER UPDATE ON "routes" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION live_record_statement('route', 'id_optimization', 'id_route');
--> statement-breakpoint
CREATE TRIGGER routes_live_delete AFTER DELETE ON "routes" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION live_record_statement('route', 'id_optimization', 'id_route');
--> statement-breakpoint
CREATE TRIGGER stops_live_insert AFTER INSERT ON "stops" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION live_record_statement('stop', 'id_optimization', 'id_route');
--> statement-breakpoint
CREATE TRIGGER stops_live_update AFTER UPDATE ON "stops" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION live_record_statement('stop', 'id_optimization', 'id_route');
--> statement-breakpoint
CREATE TRIGGER stops_live_delete AFTER DELETE ON "stops" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION live_record_statement('stop', 'id_optimization', 'id_route');
--> statement-breakpoint
CREATE TRIGGER optimization_runs_live AFTER INSERT OR UPDATE ON "optimization_runs" FOR EACH ROW EXECUTE FUNCTION live_record_row('run', 'id_run', 'id_optimization', 'status', 'seq');
