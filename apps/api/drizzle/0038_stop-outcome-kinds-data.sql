-- Issue 42: every outcome gets the kind of visit it ends. An outcome that has ended more failed
-- visits than completed ones is a failure; so is one that was never used and bears one of the
-- demo's failure names. The rest stay completions.
UPDATE "stop_outcomes" AS o SET "kind" = 'failed'
WHERE (
  SELECT count(*) FILTER (WHERE s."failed") - count(*) FILTER (WHERE NOT s."failed")
  FROM "stops" AS s
  WHERE s."id_stop_outcome" = o."id_stop_outcome" AND s."completed" IS NOT NULL
) > 0
OR (
  o."name" IN ('Nobody home', 'Refused', 'Wrong address')
  AND NOT EXISTS (
    SELECT 1 FROM "stops" AS s
    WHERE s."id_stop_outcome" = o."id_stop_outcome" AND s."completed" IS NOT NULL
  )
);
--> statement-breakpoint
-- The names the product gave are shown in the reader's language from now on.
UPDATE "stop_outcomes" SET "preset" = CASE "name"
  WHEN 'Delivered' THEN 'delivered'
  WHEN 'Nobody home' THEN 'nobody_home'
  WHEN 'Refused' THEN 'refused'
  WHEN 'Wrong address' THEN 'wrong_address'
END
WHERE "name" IN ('Delivered', 'Nobody home', 'Refused', 'Wrong address');
