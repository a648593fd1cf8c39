-- Decision 044. A user's notification settings: one row per notification type the user changed from the
-- catalogue's defaults (packages/contracts/src/notification-settings.ts); no row means the defaults.
CREATE TABLE "user_notification_settings" (
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"type_key" varchar(100) NOT NULL,
	"in_app" boolean NOT NULL,
	"push" boolean NOT NULL,
	"email" boolean NOT NULL,
	CONSTRAINT "user_notification_settings_pkey" PRIMARY KEY ("user_id", "type_key")
);
--> statement-breakpoint
-- Audited under the user, like the user's facilities, so the changes show in the user's audit history.
CREATE TRIGGER user_notification_settings_audit AFTER INSERT OR UPDATE OR DELETE ON "user_notification_settings"
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('1', 'Admin', 'User', 'user_id', 'false', '', '');
