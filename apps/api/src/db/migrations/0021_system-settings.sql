-- Decision 042. System notifications (the Dashboard's banners) and the one scheduled system update. Both are
-- audited like every other table; who created and last changed a notification is kept on the row as well, for
-- the list.
CREATE TABLE "system_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"message" text NOT NULL,
	"notification_class_css" varchar(30) NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"created_by" integer REFERENCES "users"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer REFERENCES "users"("id"),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "system_notifications_dates_check" CHECK ("end_date" > "start_date"),
	CONSTRAINT "system_notifications_css_check" CHECK ("notification_class_css" IN ('alert-info', 'alert-success', 'alert-warning', 'alert-danger'))
);
--> statement-breakpoint
CREATE INDEX "system_notifications_start_idx" ON "system_notifications" USING btree ("start_date","id");
--> statement-breakpoint
CREATE INDEX "system_notifications_end_idx" ON "system_notifications" USING btree ("end_date");
--> statement-breakpoint
-- One row at most: the id is fixed at 1, so scheduling replaces and clearing deletes.
CREATE TABLE "system_update" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"scheduled_date" timestamp with time zone NOT NULL,
	"message" varchar(500) DEFAULT '' NOT NULL,
	"updated_by" integer REFERENCES "users"("id"),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "system_update_single_row" CHECK ("id" = 1)
);
--> statement-breakpoint
CREATE TRIGGER system_notifications_audit AFTER INSERT OR UPDATE OR DELETE ON system_notifications FOR EACH ROW
  EXECUTE FUNCTION audit_row_change('1', 'Admin', 'System Notification', 'id', 'false', 'created_at,updated_at', '');
--> statement-breakpoint
CREATE TRIGGER system_update_audit AFTER INSERT OR UPDATE OR DELETE ON system_update FOR EACH ROW
  EXECUTE FUNCTION audit_row_change('1', 'Admin', 'System Update', 'id', 'false', 'updated_at', '');
