-- The review of PFS registrations and account requests (decision 053). One table holds both kinds of request:
-- 'pfs' rows come from the PFS Registration form; 'homer' rows from User Registration from PFS, whose account
-- already exists with support access only and waits for the access the person needs.
ALTER TABLE "pfs_registrations" ADD COLUMN "kind" varchar(10) DEFAULT 'pfs' NOT NULL;
--> statement-breakpoint
ALTER TABLE "pfs_registrations" ADD CONSTRAINT "pfs_registrations_kind_check" CHECK ("kind" IN ('pfs', 'homer'));
--> statement-breakpoint
ALTER TABLE "pfs_registrations" ADD CONSTRAINT "pfs_registrations_status_check"
	CHECK ("status" IN ('Pending', 'Approved', 'Denied'));
--> statement-breakpoint
ALTER TABLE "pfs_registrations" ADD COLUMN "pfs_user_id" integer
	REFERENCES "pfs_users"("id") ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE "pfs_registrations" ADD COLUMN "user_id" integer REFERENCES "users"("id") ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE "pfs_registrations" ADD COLUMN "decided_by_user_id" integer REFERENCES "users"("id") ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE "pfs_registrations" ADD COLUMN "decided_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "pfs_registrations" ADD COLUMN "decision_reason" varchar(1000);
--> statement-breakpoint
ALTER TABLE "pfs_registrations" ADD COLUMN "decision_note" varchar(1000);
--> statement-breakpoint
-- The queue's name/email search: lowered once when the row is written, compared with LIKE (decision 051's reason).
ALTER TABLE "pfs_registrations" ADD COLUMN "search" text
	GENERATED ALWAYS AS (lower("first_name" || ' ' || "last_name" || ' ' || "email")) STORED;
--> statement-breakpoint
CREATE INDEX "pfs_registrations_search_trgm_idx" ON "pfs_registrations" USING gin ("search" gin_trgm_ops);
--> statement-breakpoint
-- The queue opens on Pending, newest first; the kind filter alone or with a status reads its own index.
CREATE INDEX "pfs_registrations_status_created_idx" ON "pfs_registrations" ("status", "created_at", "id");
--> statement-breakpoint
CREATE INDEX "pfs_registrations_kind_created_idx" ON "pfs_registrations" ("kind", "created_at", "id");
--> statement-breakpoint
CREATE INDEX "pfs_registrations_kind_status_created_idx" ON "pfs_registrations" ("kind", "status", "created_at", "id");
--> statement-breakpoint
CREATE INDEX "pfs_registrations_user_idx" ON "pfs_registrations" ("user_id");
--> statement-breakpoint
-- Accounts already made from PFS links that still hold nothing but their first support access wait for review.
INSERT INTO "pfs_registrations" ("kind", "pfs_user_id", "user_id", "first_name", "last_name", "email", "phone_number",
		"status", "created_at")
	SELECT 'homer', p."id", u."id", u."first_name", u."last_name", u."email", coalesce(u."phone_number", ''), 'Pending',
		u."created_at"
	FROM "pfs_users" p JOIN "users" u ON u."id" = p."homer_user_id"
	WHERE NOT EXISTS (SELECT 1 FROM "module_access" m WHERE m."user_id" = u."id"
		AND NOT (m."module" = 'HelpDesk' AND m."role" = 'User'));
--> statement-breakpoint
INSERT INTO "pfs_registration_facilities" ("registration_id", "facility_id")
	SELECT r."id", f."facility_id" FROM "pfs_registrations" r
	JOIN "pfs_user_facilities" f ON f."pfs_user_id" = r."pfs_user_id"
	WHERE r."kind" = 'homer';
--> statement-breakpoint
CREATE TRIGGER pfs_registrations_audit AFTER INSERT OR UPDATE OR DELETE ON "pfs_registrations"
	FOR EACH ROW EXECUTE FUNCTION audit_row_change('1', 'Admin', 'PFS Registration', 'id', 'false',
		'created_at,search', '');
