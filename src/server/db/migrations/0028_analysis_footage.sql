-- A result keeps the footage its track read (analysisResults.footage: the picture's size and the
-- clip's length, decision 1500 amended), so that the player lays itself out before the track
-- arrives. Analyses stored before take it from their own track; rows without a usable track are
-- left as they are (the player then waits for the track, as before).
UPDATE "swing_analyses"
SET "analysis" = jsonb_set("analysis", '{analysisResults,footage}', jsonb_build_object(
  'width', "track"->'width',
  'height', "track"->'height',
  'durationMs', "track"->'durationMs'
))
WHERE "analysis" ? 'analysisResults'
  AND NOT ("analysis"->'analysisResults' ? 'footage')
  AND jsonb_typeof("track"->'width') = 'number' AND ("track"->>'width')::float8 > 0
  AND jsonb_typeof("track"->'height') = 'number' AND ("track"->>'height')::float8 > 0
  AND jsonb_typeof("track"->'durationMs') = 'number' AND ("track"->>'durationMs')::float8 >= 0;
