-- Decision 043. Account security administration: who granted each module access and when (the access review),
-- an administrator's "Sign out everywhere", and the inactive-account job's warnings.

-- When and by whom each grant was made. A new grant, and a change of role, take the time of the transaction and
-- the actor withTx names (app.user_id; null for the system), so no writer has to remember to fill them in.
ALTER TABLE "module_access" ADD COLUMN "granted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "module_access" ADD COLUMN "granted_by" integer REFERENCES "users"("id") ON DELETE SET NULL;--> statement-breakpoint
-- A single key per grant, the tie-breaker of the access review's keyset paging (the primary key is two columns).
ALTER TABLE "module_access" ADD COLUMN "id" serial NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "module_access_id_key" ON "module_access" USING btree ("id");--> statement-breakpoint
-- The audit trail already says when and by whom; the stamps and the key would only repeat it there.
DROP TRIGGER module_access_audit ON "module_access";
--> statement-breakpoint
CREATE TRIGGER module_access_audit AFTER INSERT OR UPDATE OR DELETE ON "module_access" FOR EACH ROW
  EXECUTE FUNCTION audit_row_change('1', 'Admin', 'User', 'user_id', 'false', 'id,granted_at,granted_by', '');
--> statement-breakpoint
-- Grants made before this migration: the latest audit row that inserted the module for the user, when there is one.
UPDATE "module_access" m SET "granted_at" = a."date_changed", "granted_by" = a."changed_by"
FROM (
  SELECT DISTINCT ON (g."entity_id", g."changed_to") g."entity_id", g."changed_to", g."date_changed", g."changed_by"
  FROM "global_audit" g
  WHERE g."table_name" = 'module_access' AND g."operation" = 'INSERT' AND g."field" = 'module'
  ORDER BY g."entity_id", g."changed_to", g."date_changed" DESC, g."id" DESC
) a
WHERE a."entity_id" = m."user_id"::text AND a."changed_to" = m."module";--> statement-breakpoint
CREATE OR REPLACE FUNCTION stamp_module_access_grant() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.role IS DISTINCT FROM OLD.role THEN
    NEW.granted_at := now();
    NEW.granted_by := nullif(current_setting('app.user_id', true), '')::integer;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER module_access_stamp_grant BEFORE INSERT OR UPDATE ON "module_access" FOR EACH ROW
  EXECUTE FUNCTION stamp_module_access_grant();
--> statement-breakpoint
CREATE INDEX "module_access_module_role_idx" ON "module_access" USING btree ("module", "role");
--> statement-breakpoint

-- "Sign out everywhere": a column of users, so the users audit trigger records who ended whose sessions and when,
-- and so the session announcement (0017) tells every instance. The trigger ends the sessions whoever sets it.
ALTER TABLE "users" ADD COLUMN "sessions_revoked_at" timestamp with time zone;--> statement-breakpoint
CREATE OR REPLACE FUNCTION revoke_sessions_signed_out_everywhere() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE sessions SET revoked_at = now(), revoked_reason = 'signed-out-everywhere'
  WHERE user_id = NEW.id AND revoked_at IS NULL;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_sign_out_everywhere AFTER UPDATE OF sessions_revoked_at ON users FOR EACH ROW
  WHEN (NEW.sessions_revoked_at IS DISTINCT FROM OLD.sessions_revoked_at)
  EXECUTE FUNCTION revoke_sessions_signed_out_everywhere();
--> statement-breakpoint

-- The inactive-account job's warning: one per user and period of inactivity (a later sign-in starts a new one).
CREATE TABLE "inactive_account_warnings" (
	"user_id" integer PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"warned_at" timestamp with time zone NOT NULL,
	"last_active_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TRIGGER inactive_account_warnings_audit AFTER INSERT OR UPDATE OR DELETE ON "inactive_account_warnings" FOR EACH ROW
  EXECUTE FUNCTION audit_row_change('1', 'Admin', 'User', 'user_id', 'false', '', '');
