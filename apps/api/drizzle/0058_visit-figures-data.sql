-- Issue 44: every completed route keeps its visit figures (route_visit_figures), and the groups of
-- the completed routes of each site starting at the same time keep theirs per zone, weekday x hour
-- on the site's clock, address class and outcome (visit_figure_groups), as keepVisitFigures does
-- when a route's last visit is done (modules/performance/keep-visit-figures.ts, visit-figures.ts).
-- The visits of the completed routes, added up per route, key of every group and ETA bucket.
CREATE TEMPORARY VIEW completed_visit_sums AS
SELECT v.id_route, v.id_client, v.id_subsidiary, v.start_date, v.zone, v.weekday, v.hour,
       v.id_address_type, v.id_stop_outcome, v.eta_bucket,
       v.arrived IS NOT NULL OR v.failed AS grouped,
       count(v.arrived)::int AS arrivals,
       count(*) FILTER (WHERE v.on_time)::int AS on_time,
       count(*) FILTER (WHERE v.failed)::int AS failed,
       count(v.eta_error)::int AS eta_count,
       coalesce(sum(v.eta_error), 0) AS eta_error_sum,
       count(v.spent)::int AS actual_service_count,
       coalesce(sum(v.spent), 0)::float8 AS actual_service_sum,
       count(v.stop_duration) FILTER (WHERE v.spent IS NOT NULL)::int AS planned_service_count,
       coalesce(sum(v.stop_duration * 60) FILTER (WHERE v.spent IS NOT NULL), 0)::float8 AS planned_service_sum
FROM (
  SELECT s.id_route, r.id_client, r.id_subsidiary, r.start_date, s.stop_duration, s.failed,
         s.id_stop_outcome, s.arrived,
         s.arrived IS NOT NULL AND (s.time_window_end IS NULL OR s.arrived <= s.time_window_end) AS on_time,
         e.error AS eta_error,
         (CASE WHEN e.error < 7200 THEN floor(e.error / 60)
               WHEN e.error < 21600 THEN 120 + floor((e.error - 7200) / 900)
               WHEN e.error < 86400 THEN 136 + floor((e.error - 21600) / 3600)
               ELSE 154 END)::int AS eta_bucket,
         CASE WHEN NOT s.failed THEN extract(epoch FROM coalesce(s.visit_time, s.completed) - s.arrived) END AS spent,
         coalesce(a.id_address_type, 0) AS id_address_type,
         extract(isodow FROM s.arrived AT TIME ZONE z.time_zone)::int AS weekday,
         extract(hour FROM s.arrived AT TIME ZONE z.time_zone)::int AS hour,
         floor(s.latitude / 0.05::float8) * 0.05::float8 || ',' || floor(s.longitude / 0.05::float8) * 0.05::float8 AS zone
  FROM stops s
  JOIN routes r ON r.id_route = s.id_route
  JOIN subsidiaries z ON z.id_subsidiary = s.id_subsidiary
  LEFT JOIN addresses a ON a.id_address = s.id_address
  CROSS JOIN LATERAL (SELECT abs(extract(epoch FROM s.arrived - s.eta)) AS error) e
  WHERE r.completed IS NOT NULL AND (s.completed IS NOT NULL OR s.arrived IS NOT NULL)
) v
GROUP BY v.id_route, v.id_client, v.id_subsidiary, v.start_date, v.zone, v.weekday, v.hour,
         v.id_address_type, v.id_stop_outcome, v.eta_bucket, v.arrived IS NOT NULL OR v.failed;
--> statement-breakpoint
INSERT INTO route_visit_figures (id_route, id_client, id_subsidiary, arrivals, on_time, failed,
  eta_count, eta_error_sum, actual_service_count, actual_service_sum, planned_service_count,
  planned_service_sum, eta_histogram)
SELECT r.id_route, r.id_client, r.id_subsidiary,
       coalesce(sum(b.arrivals), 0), coalesce(sum(b.on_time), 0), coalesce(sum(b.failed), 0),
       coalesce(sum(b.eta_count), 0), coalesce(sum(b.eta_error_sum), 0),
       coalesce(sum(b.actual_service_count), 0), coalesce(sum(b.actual_service_sum), 0),
       coalesce(sum(b.planned_service_count), 0), coalesce(sum(b.planned_service_sum), 0),
       coalesce(string_agg(b.entry, ' ') FILTER (WHERE b.eta_count > 0), '')
FROM routes r
LEFT JOIN (
  SELECT c.id_route, c.eta_bucket, sum(c.arrivals) AS arrivals, sum(c.on_time) AS on_time,
         sum(c.failed) AS failed, sum(c.eta_count) AS eta_count, sum(c.eta_error_sum) AS eta_error_sum,
         sum(c.actual_service_count) AS actual_service_count, sum(c.actual_service_sum) AS actual_service_sum,
         sum(c.planned_service_count) AS planned_service_count, sum(c.planned_service_sum) AS planned_service_sum,
         c.eta_bucket || ':' || sum(c.eta_count) || ':' || round(sum(c.eta_error_sum), 3) AS entry
  FROM completed_visit_sums c GROUP BY c.id_route, c.eta_bucket
) b ON b.id_route = r.id_route
WHERE r.completed IS NOT NULL
GROUP BY r.id_route, r.id_client, r.id_subsidiary
ON CONFLICT (id_route) DO NOTHING;
--> statement-breakpoint
INSERT INTO visit_figure_groups (id_client, id_subsidiary, start_date, kind, zone, weekday, hour,
  id_address_type, id_stop_outcome, arrivals, on_time, failed, eta_count, eta_error_sum,
  actual_service_count, actual_service_sum, planned_service_count, planned_service_sum, eta_histogram)
SELECT b.id_client, b.id_subsidiary, b.start_date, b.kind, b.zone, b.weekday, b.hour,
       b.id_address_type, b.id_stop_outcome, sum(b.arrivals), sum(b.on_time), sum(b.failed),
       sum(b.eta_count), sum(b.eta_error_sum), sum(b.actual_service_count), sum(b.actual_service_sum),
       sum(b.planned_service_count), sum(b.planned_service_sum),
       coalesce(string_agg(b.entry, ' ') FILTER (WHERE b.eta_count > 0), '')
FROM (
  SELECT c.id_client, c.id_subsidiary, c.start_date,
         CASE grouping(c.zone, c.weekday, c.hour, c.id_address_type, c.id_stop_outcome)
           WHEN 15 THEN 'zone' WHEN 19 THEN 'hour' WHEN 29 THEN 'class' ELSE 'outcome' END AS kind,
         c.zone, c.weekday, c.hour, c.id_address_type, c.id_stop_outcome,
         sum(c.arrivals) AS arrivals, sum(c.on_time) AS on_time, sum(c.failed) AS failed,
         sum(c.eta_count) AS eta_count, sum(c.eta_error_sum) AS eta_error_sum,
         sum(c.actual_service_count) AS actual_service_count, sum(c.actual_service_sum) AS actual_service_sum,
         sum(c.planned_service_count) AS planned_service_count, sum(c.planned_service_sum) AS planned_service_sum,
         c.eta_bucket || ':' || sum(c.eta_count) || ':' || round(sum(c.eta_error_sum), 3) AS entry
  FROM completed_visit_sums c
  WHERE c.grouped AND c.start_date IS NOT NULL
  GROUP BY c.id_client, c.id_subsidiary, c.start_date,
    GROUPING SETS ((c.zone, c.eta_bucket), (c.weekday, c.hour, c.eta_bucket),
                   (c.id_address_type, c.eta_bucket), (c.id_stop_outcome, c.eta_bucket))
) b
GROUP BY b.id_client, b.id_subsidiary, b.start_date, b.kind, b.zone, b.weekday, b.hour,
         b.id_address_type, b.id_stop_outcome;
--> statement-breakpoint
INSERT INTO visit_figure_groups (id_client, id_subsidiary, start_date, kind, route_set, arrivals,
  on_time, failed, eta_count, eta_error_sum, actual_service_count, actual_service_sum,
  planned_service_count, planned_service_sum, eta_histogram)
SELECT r.id_client, r.id_subsidiary, r.start_date, 'routes',
       md5(string_agg(r.id_route::text, ',' ORDER BY r.id_route)), 0, 0, 0, 0, 0, 0, 0, 0, 0, ''
FROM routes r JOIN route_visit_figures f ON f.id_route = r.id_route
WHERE r.start_date IS NOT NULL
GROUP BY r.id_client, r.id_subsidiary, r.start_date;
--> statement-breakpoint
DROP VIEW completed_visit_sums;
