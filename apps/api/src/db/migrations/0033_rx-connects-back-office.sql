-- Decision 054. The Rx Connects back office (issue 14): a managed list of denial reasons (the FK decision 016 left
-- for the staff screens), who decided an application and when, with the note the applicant was sent, and the
-- indexes of the review lists (first page within 30 ms at 100k donors or repositories).
CREATE TABLE "rx_connects_denial_reasons" (
	"id" serial PRIMARY KEY,
	"name" varchar(100) NOT NULL,
	"is_active" boolean NOT NULL DEFAULT true,
	"created_at" timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
-- Two reasons that differ only in case would read the same in the Deny list.
CREATE UNIQUE INDEX "rx_connects_denial_reasons_name_key" ON "rx_connects_denial_reasons" (lower("name"));
--> statement-breakpoint
INSERT INTO "rx_connects_denial_reasons" ("name") VALUES
	('Incomplete application'),
	('License could not be verified'),
	('Facility type is not eligible'),
	('Outside the programme''s service area'),
	('Duplicate application');
--> statement-breakpoint
ALTER TABLE "rx_connects_donors"
	ADD CONSTRAINT "rx_connects_donors_denied_reason_fk" FOREIGN KEY ("denied_reason_id")
		REFERENCES "rx_connects_denial_reasons"("id"),
	ADD COLUMN "decision_note" varchar(500),
	ADD COLUMN "decided_at" timestamp with time zone,
	ADD COLUMN "decided_by_user_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
	-- The list's search box: name, email, contact and city, lowered once when the row is written (decision 051).
	ADD COLUMN "search_text" text GENERATED ALWAYS AS
		(lower("name" || ' ' || "email_address" || ' ' || "contact_name" || ' ' || "city")) STORED;
--> statement-breakpoint
ALTER TABLE "rx_connects_repositories"
	ADD CONSTRAINT "rx_connects_repositories_denied_reason_fk" FOREIGN KEY ("denied_reason_id")
		REFERENCES "rx_connects_denial_reasons"("id"),
	ADD COLUMN "decision_note" varchar(500),
	ADD COLUMN "decided_at" timestamp with time zone,
	ADD COLUMN "decided_by_user_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
	ADD COLUMN "search_text" text GENERATED ALWAYS AS
		(lower("name" || ' ' || "email_address" || ' ' || "pharmacist_name" || ' ' || "city")) STORED;
--> statement-breakpoint
CREATE INDEX "rx_connects_donors_search_trgm_idx" ON "rx_connects_donors" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "rx_connects_repositories_search_trgm_idx" ON "rx_connects_repositories" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
-- The lists' sorts (date signed, newest first, or name) under a status filter, and without one; the county search
-- reads the few counties whose name matches and then their rows.
CREATE INDEX "rx_connects_donors_status_signed_idx" ON "rx_connects_donors" ("status_id", "date_signed", "id");
--> statement-breakpoint
CREATE INDEX "rx_connects_donors_status_name_idx" ON "rx_connects_donors" ("status_id", "name", "id");
--> statement-breakpoint
CREATE INDEX "rx_connects_donors_signed_idx" ON "rx_connects_donors" ("date_signed", "id");
--> statement-breakpoint
CREATE INDEX "rx_connects_donors_name_idx" ON "rx_connects_donors" ("name", "id");
--> statement-breakpoint
CREATE INDEX "rx_connects_donors_county_idx" ON "rx_connects_donors" ("county_id");
--> statement-breakpoint
CREATE INDEX "rx_connects_donors_denied_reason_idx" ON "rx_connects_donors" ("denied_reason_id")
	WHERE "denied_reason_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "rx_connects_repositories_status_signed_idx" ON "rx_connects_repositories" ("status_id", "date_signed", "id");
--> statement-breakpoint
CREATE INDEX "rx_connects_repositories_status_name_idx" ON "rx_connects_repositories" ("status_id", "name", "id");
--> statement-breakpoint
CREATE INDEX "rx_connects_repositories_signed_idx" ON "rx_connects_repositories" ("date_signed", "id");
--> statement-breakpoint
CREATE INDEX "rx_connects_repositories_name_idx" ON "rx_connects_repositories" ("name", "id");
--> statement-breakpoint
CREATE INDEX "rx_connects_repositories_county_idx" ON "rx_connects_repositories" ("county_id");
--> statement-breakpoint
CREATE INDEX "rx_connects_repositories_denied_reason_idx" ON "rx_connects_repositories" ("denied_reason_id")
	WHERE "denied_reason_id" IS NOT NULL;
--> statement-breakpoint
-- The search text is derived from audited columns: it would only repeat them in the trail.
DROP TRIGGER rx_connects_donors_audit ON "rx_connects_donors";
--> statement-breakpoint
CREATE TRIGGER rx_connects_donors_audit AFTER INSERT OR UPDATE OR DELETE ON "rx_connects_donors" FOR EACH ROW
	EXECUTE FUNCTION audit_row_change('8', 'RxConnects', 'Donor', 'id', 'false', 'created_at,search_text', '');
--> statement-breakpoint
DROP TRIGGER rx_connects_repositories_audit ON "rx_connects_repositories";
--> statement-breakpoint
CREATE TRIGGER rx_connects_repositories_audit AFTER INSERT OR UPDATE OR DELETE ON "rx_connects_repositories"
	FOR EACH ROW EXECUTE FUNCTION audit_row_change('8', 'RxConnects', 'Repository', 'id', 'false',
		'created_at,search_text', '');
--> statement-breakpoint
CREATE TRIGGER rx_connects_denial_reasons_audit AFTER INSERT OR UPDATE OR DELETE ON "rx_connects_denial_reasons"
	FOR EACH ROW EXECUTE FUNCTION audit_row_change('8', 'RxConnects', 'Denial Reason', 'id', 'false', 'created_at', '');
