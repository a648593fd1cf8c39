-- Disabling a user ends their sessions for good, whichever path disables them (admin screen, SQL, a future
-- import): without this, re-enabling the user would bring the old bearer tokens back to life.
CREATE OR REPLACE FUNCTION revoke_sessions_of_disabled_user() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE sessions SET revoked_at = now(), revoked_reason = 'user-disabled'
  WHERE user_id = NEW.id AND revoked_at IS NULL;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_disabled_revokes_sessions AFTER UPDATE OF disabled ON users FOR EACH ROW
  WHEN (NEW.disabled AND NOT OLD.disabled)
  EXECUTE FUNCTION revoke_sessions_of_disabled_user();
