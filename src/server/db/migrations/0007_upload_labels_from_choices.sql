-- Upload labels became fixed choices (src/shared/swingLabels.ts); before, the server kept any text.
-- Each stored label is mapped onto its choice ignoring case and spacing ('7 iron' -> '7 Iron', plus
-- the obvious names of the range and the course); a label that names no choice is cleared, since
-- /performance can only group by the choices. The analyses themselves are untouched.
UPDATE "swing_analyses" SET "club_used" = (
  SELECT "choice" FROM (VALUES
    ('Driver'), ('3 Wood'), ('5 Wood'), ('Hybrid'), ('3 Iron'), ('4 Iron'), ('5 Iron'), ('6 Iron'), ('7 Iron'),
    ('8 Iron'), ('9 Iron'), ('Pitching Wedge'), ('Gap Wedge'), ('Sand Wedge'), ('Lob Wedge'), ('Putter')
  ) AS "clubs"("choice")
  WHERE lower("choice") = lower(regexp_replace(trim("club_used"), '\s+', ' ', 'g'))
) WHERE "club_used" IS NOT NULL;
--> statement-breakpoint
UPDATE "swing_analyses" SET "practice_type" = (
  SELECT "choice" FROM (VALUES
    ('driving range', 'Driving range'), ('range', 'Driving range'), ('range session', 'Driving range'),
    ('on the course', 'On the course'), ('course', 'On the course'), ('short game', 'Short game'),
    ('lesson', 'Lesson'), ('home practice', 'Home practice'), ('warm-up', 'Warm-up'), ('warm up', 'Warm-up')
  ) AS "practices"("spelling", "choice")
  WHERE "spelling" = lower(regexp_replace(trim("practice_type"), '\s+', ' ', 'g'))
) WHERE "practice_type" IS NOT NULL;
--> statement-breakpoint
UPDATE "swing_analyses" SET "focus_area" = (
  SELECT "choice" FROM (VALUES
    ('Driver accuracy'), ('Iron consistency'), ('Short game precision'), ('Putting technique'), ('Swing tempo'),
    ('Course management'), ('Mental game'), ('Physical fitness'), ('Equipment optimization'), ('Strategic play')
  ) AS "areas"("choice")
  WHERE lower("choice") = lower(regexp_replace(trim("focus_area"), '\s+', ' ', 'g'))
) WHERE "focus_area" IS NOT NULL;
