-- Decision 056. Review (ICQ) scheduling, the staff side (issue 14): who created a review (the survey's fallback
-- recipient and whom an answer is told), where its feedback survey goes, a Cancelled status with its reason,
-- the list's indexes, and the audit trigger decision 016 left for the first staff screen.
ALTER TABLE "icq_reviews"
	ADD COLUMN "created_by_user_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
	ADD COLUMN "contact_email" varchar(100) NOT NULL DEFAULT '',
	ADD COLUMN "cancel_reason" varchar(500),
	ADD COLUMN "cancelled_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "icq_reviews" ADD CONSTRAINT "icq_reviews_schedule_status_check"
	CHECK ("schedule_status" IN ('Proposed', 'Approved', 'Declined', 'Cancelled'));
--> statement-breakpoint
-- The list: newest proposed time first, alone or under one filter (first page within 30 ms at 100k reviews).
DROP INDEX IF EXISTS "icq_reviews_reviewer_idx";
--> statement-breakpoint
CREATE INDEX "icq_reviews_proposed_idx" ON "icq_reviews" ("proposed_schedule_at", "id");
--> statement-breakpoint
CREATE INDEX "icq_reviews_created_idx" ON "icq_reviews" ("created_at", "id");
--> statement-breakpoint
CREATE INDEX "icq_reviews_status_proposed_idx" ON "icq_reviews" ("schedule_status", "proposed_schedule_at", "id");
--> statement-breakpoint
CREATE INDEX "icq_reviews_reviewer_proposed_idx" ON "icq_reviews" ("reviewer_user_id", "proposed_schedule_at", "id");
--> statement-breakpoint
CREATE INDEX "icq_reviews_facility_proposed_idx" ON "icq_reviews" ("facility_id", "proposed_schedule_at", "id");
--> statement-breakpoint
CREATE TRIGGER icq_reviews_audit AFTER INSERT OR UPDATE OR DELETE ON "icq_reviews"
	FOR EACH ROW EXECUTE FUNCTION audit_row_change('1', 'ICQ', 'Review', 'id', 'false', 'created_at', '');
--> statement-breakpoint
-- Under the review's id, so the review's history shows its survey; the guid is the survey link's secret.
CREATE TRIGGER icq_feedback_audit AFTER INSERT OR UPDATE OR DELETE ON "icq_feedback"
	FOR EACH ROW EXECUTE FUNCTION audit_row_change('1', 'ICQ', 'Review', 'icq_review_id', 'false',
		'guid,created_at', '');
