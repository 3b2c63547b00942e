-- Each site takes the zone its times were already told in: its client's notification zone
-- (America/Mexico_City when the client never chose one). Only this text column is written; no
-- stored instant (windows, ETAs, arrivals) changes.
UPDATE "subsidiaries" AS s
SET "time_zone" = n."settings"->>'time_zone'
FROM "notification_settings" AS n
WHERE n."id_client" = s."id_client"
  AND coalesce(n."settings"->>'time_zone', '') <> '';
--> statement-breakpoint
-- A site whose client never chose a zone and which has no depot yet is still open: its first
-- depot's place sets it.
UPDATE "subsidiaries" AS s
SET "time_zone_chosen" = false
WHERE NOT EXISTS (SELECT 1 FROM "notification_settings" AS n WHERE n."id_client" = s."id_client")
  AND NOT EXISTS (SELECT 1 FROM "depots" AS d WHERE d."id_subsidiary" = s."id_subsidiary");
