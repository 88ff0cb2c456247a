ALTER TABLE "users" ADD COLUMN "analysis_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Every write of a member's analyses, by any process or statement (the job, an event adjustment, a
-- deletion, a cascade, a hand-run fix), raises their version: cached read answers are keyed by it
-- (decision 1507). A deleted member's row is already gone, so the update then touches nothing.
CREATE OR REPLACE FUNCTION fc_bump_analysis_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE users SET analysis_version = analysis_version + 1 WHERE id = OLD.user_id;
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.user_id IS DISTINCT FROM OLD.user_id) THEN
    UPDATE users SET analysis_version = analysis_version + 1 WHERE id = NEW.user_id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER swing_analyses_bump_version AFTER INSERT OR UPDATE OR DELETE ON swing_analyses
  FOR EACH ROW EXECUTE FUNCTION fc_bump_analysis_version();
