CREATE TABLE "analysis_versions" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);--> statement-breakpoint
-- Every write of a member's analyses, by any process or statement (the job, an event adjustment, a
-- deletion, a hand-run fix), raises their version: their cached read answers are keyed by it
-- (decision 1507). Rows deleted by an account deletion's cascade are skipped: that member is gone.
CREATE OR REPLACE FUNCTION fc_bump_analysis_version(member uuid) RETURNS void LANGUAGE sql AS $$
  INSERT INTO analysis_versions (user_id, version)
  SELECT member, 1 WHERE EXISTS (SELECT 1 FROM users WHERE id = member)
  ON CONFLICT (user_id) DO UPDATE SET version = analysis_versions.version + 1
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION fc_analysis_written() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM fc_bump_analysis_version(OLD.user_id);
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.user_id IS DISTINCT FROM OLD.user_id) THEN
    PERFORM fc_bump_analysis_version(NEW.user_id);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER swing_analyses_raise_version AFTER INSERT OR UPDATE OR DELETE ON swing_analyses
  FOR EACH ROW EXECUTE FUNCTION fc_analysis_written();--> statement-breakpoint
CREATE OR REPLACE FUNCTION fc_user_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM analysis_versions WHERE user_id = OLD.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER users_forget_analysis_version AFTER DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION fc_user_deleted();
