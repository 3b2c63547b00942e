-- Issue 45: a stop's single window becomes the first (and only) of its list of windows.
UPDATE "stops" SET "time_windows" = jsonb_build_array(jsonb_build_object(
  'start', to_char("time_window_start" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
  'end', to_char("time_window_end" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
))
WHERE "time_window_start" IS NOT NULL OR "time_window_end" IS NOT NULL;
