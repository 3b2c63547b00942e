-- VROOM jobs (issue 46) are a client's rows (docs/security.md).
ALTER TABLE "vroom_jobs" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "vroom_jobs" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "vroom_jobs" USING (app_tenant_visible(id_client)) WITH CHECK (app_tenant_visible(id_client));
--> statement-breakpoint
-- A job that ends (done or failed) is the domain event `vroom_job.completed`: its id, status and
-- VROOM code, the error of a failed one and the totals of a solved one; the output itself is read
-- with GET /vroom/jobs/{id}. A key of every site has no site: the event's site is then 0, and the
-- webhook tells its times in UTC.
CREATE OR REPLACE FUNCTION domain_event_vroom_job() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM domain_event_record('vroom_job.completed', NEW.id_client, COALESCE(NEW.id_subsidiary, 0),
    jsonb_build_object('id', NEW.id, 'status', NEW.status, 'code', NEW.output->'code',
      'error', NEW.output->'error', 'routes', NEW.output->'summary'->'routes',
      'unassigned', NEW.output->'summary'->'unassigned', 'cost', NEW.output->'summary'->'cost',
      'tasks', NEW.tasks, 'finished_at', NEW.finished_at));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER vroom_jobs_domain_event AFTER UPDATE OF status ON "vroom_jobs" FOR EACH ROW WHEN (NEW.status IN ('done', 'failed') AND OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION domain_event_vroom_job();
