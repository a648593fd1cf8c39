-- Decision 066 (issue 25 §2). A phone signed in with a desktop's QR code scans for that desktop, so it ends with it.
-- Revoking a session (logout, idle, password change, sign-out everywhere, a disabled user) revokes its phones here,
-- whichever path revoked it; deleting it deletes them. 0017's trigger announces each revoked phone to every
-- instance's session cache.
ALTER TABLE "sessions" ADD COLUMN "parent_session_id" uuid REFERENCES "sessions"("id") ON DELETE CASCADE;
--> statement-breakpoint
CREATE INDEX "sessions_parent_idx" ON "sessions" ("parent_session_id") WHERE "parent_session_id" IS NOT NULL;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION revoke_child_sessions() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE sessions SET revoked_at = NEW.revoked_at, revoked_reason = 'parent-ended'
  WHERE parent_session_id = NEW.id AND revoked_at IS NULL;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_revoke_children AFTER UPDATE OF revoked_at ON sessions FOR EACH ROW
  WHEN (NEW.revoked_at IS NOT NULL AND OLD.revoked_at IS NULL)
  EXECUTE FUNCTION revoke_child_sessions();
--> statement-breakpoint
-- Phones signed in before this migration have no desktop on record and could outlive it: they sign in again.
UPDATE sessions SET revoked_at = now(), revoked_reason = 'parent-ended' WHERE mobile_scanning AND revoked_at IS NULL;
