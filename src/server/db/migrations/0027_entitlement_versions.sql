CREATE TABLE "entitlement_versions" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
-- What gives a member premium access is cached per process, keyed by this version (decision 3051):
-- every write of their plans, their grant, their club seat or their club's plan, by any process or
-- statement (a webhook, a plan change, a refund, an admin's grant, a seat taken or handed back, a
-- hand-run fix), raises it. Members already deleted (an account deletion's cascade) are skipped.
CREATE OR REPLACE FUNCTION fc_bump_entitlement_version(member uuid) RETURNS void LANGUAGE sql AS $$
  INSERT INTO entitlement_versions (user_id, version)
  SELECT member, 1 WHERE EXISTS (SELECT 1 FROM users WHERE id = member)
  ON CONFLICT (user_id) DO UPDATE SET version = entitlement_versions.version + 1
$$;--> statement-breakpoint
-- Everyone in the club: its plan is their premium access.
CREATE OR REPLACE FUNCTION fc_bump_club_entitlement_versions(club uuid) RETURNS void LANGUAGE sql AS $$
  INSERT INTO entitlement_versions (user_id, version)
  SELECT user_id, 1 FROM club_members WHERE club_id = club
  ON CONFLICT (user_id) DO UPDATE SET version = entitlement_versions.version + 1
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION fc_member_entitlement_written() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM fc_bump_entitlement_version(OLD.user_id);
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.user_id IS DISTINCT FROM OLD.user_id) THEN
    PERFORM fc_bump_entitlement_version(NEW.user_id);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER access_grants_raise_entitlement_version AFTER INSERT OR UPDATE OR DELETE ON access_grants
  FOR EACH ROW EXECUTE FUNCTION fc_member_entitlement_written();--> statement-breakpoint
CREATE TRIGGER club_members_raise_entitlement_version AFTER INSERT OR UPDATE OR DELETE ON club_members
  FOR EACH ROW EXECUTE FUNCTION fc_member_entitlement_written();--> statement-breakpoint
-- A subscription is its buyer's plan, and a club plan's subscription is the access of the club's
-- people. A club found through either the old or the new row; a club whose subscription is being
-- deleted (set null) is handled by the trigger on clubs.
CREATE OR REPLACE FUNCTION fc_subscription_written() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  written subscriptions;
  club uuid;
BEGIN
  IF TG_OP = 'DELETE' THEN written := OLD; ELSE written := NEW; END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM fc_bump_entitlement_version(OLD.user_id);
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.user_id IS DISTINCT FROM OLD.user_id) THEN
    PERFORM fc_bump_entitlement_version(NEW.user_id);
  END IF;
  FOR club IN SELECT id FROM clubs WHERE subscription_id = written.id LOOP
    PERFORM fc_bump_club_entitlement_versions(club);
  END LOOP;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER subscriptions_raise_entitlement_version AFTER INSERT OR UPDATE OR DELETE ON subscriptions
  FOR EACH ROW EXECUTE FUNCTION fc_subscription_written();--> statement-breakpoint
-- A club's plan, its subscription or being sold by hand decides its people's access; its seat
-- count does not (a seat taken or handed back is a write of club_members).
CREATE OR REPLACE FUNCTION fc_club_plan_written() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.plan_key IS DISTINCT FROM OLD.plan_key OR NEW.subscription_id IS DISTINCT FROM OLD.subscription_id
     OR NEW.sold_by_hand IS DISTINCT FROM OLD.sold_by_hand THEN
    PERFORM fc_bump_club_entitlement_versions(NEW.id);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER clubs_raise_entitlement_version AFTER UPDATE ON clubs
  FOR EACH ROW EXECUTE FUNCTION fc_club_plan_written();--> statement-breakpoint
CREATE OR REPLACE FUNCTION fc_user_deleted_entitlements() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM entitlement_versions WHERE user_id = OLD.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER users_forget_entitlement_version AFTER DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION fc_user_deleted_entitlements();
