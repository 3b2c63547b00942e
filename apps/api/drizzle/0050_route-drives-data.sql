-- Issue 44: every completed route keeps its drive along its positions (metres, and of them the
-- metres bridged in a straight line over a gap of more than 300 s between two fixes).
UPDATE "routes" SET
  "driven_distance" = coalesce(round(d.driven), 0)::int,
  "bridged_distance" = coalesce(round(d.bridged), 0)::int
FROM "routes" kept LEFT JOIN (
  SELECT id_route, sum(metres) AS driven, coalesce(sum(metres) FILTER (WHERE gap), 0) AS bridged
  FROM (
    SELECT p.id_route,
           2 * 6371000 * asin(sqrt(power(sin(radians(p.latitude - lag(p.latitude) OVER w) / 2), 2)
             + cos(radians(lag(p.latitude) OVER w)) * cos(radians(p.latitude))
             * power(sin(radians(p.longitude - lag(p.longitude) OVER w) / 2), 2))) AS metres,
           extract(epoch FROM p.recorded_at - lag(p.recorded_at) OVER w) > 300 AS gap
    FROM "positions" p
    WINDOW w AS (PARTITION BY p.id_route ORDER BY p.recorded_at)
  ) legs
  WHERE metres IS NOT NULL GROUP BY id_route
) d ON d.id_route = kept.id_route
WHERE "routes".id_route = kept.id_route AND kept.completed IS NOT NULL;
