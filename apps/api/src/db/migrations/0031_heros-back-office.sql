-- HEROS back office (issue 14, docs/decisions/052-heros-back-office.md): per-option dose limits, decisions on
-- applications, the review queue's indexes and the audit trail of rounds, options, applications and agencies.
ALTER TABLE "heros_order_options" ADD COLUMN "max_doses_per_application" integer;
--> statement-breakpoint
ALTER TABLE "heros_order_options" ADD CONSTRAINT "heros_order_options_max_doses_check"
	CHECK ("max_doses_per_application" IS NULL OR "max_doses_per_application" BETWEEN 1 AND 999999);
--> statement-breakpoint
ALTER TABLE "heros_applications" ADD COLUMN "decided_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "heros_applications" ADD COLUMN "decided_by_user_id" integer REFERENCES "users"("id");
--> statement-breakpoint
-- The deny reason or the changes message, as emailed to the agency.
ALTER TABLE "heros_applications" ADD COLUMN "decision_note" varchar(2000) DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "heros_applications" ADD CONSTRAINT "heros_applications_status_check"
	CHECK ("application_status" IN (1, 2, 3, 4));
--> statement-breakpoint
-- The queue's default order: awaiting a decision (Submitted, Changes requested) first, newest first.
CREATE INDEX "heros_applications_queue_idx" ON "heros_applications"
	USING btree ("round_id", (("application_status" IN (1, 4))::integer), "id");
--> statement-breakpoint
CREATE INDEX "heros_applications_queue_all_idx" ON "heros_applications"
	USING btree ((("application_status" IN (1, 4))::integer), "id");
--> statement-breakpoint
CREATE INDEX "heros_applications_status_idx" ON "heros_applications"
	USING btree ("round_id", "application_status", "id");
--> statement-breakpoint
CREATE INDEX "heros_applications_status_all_idx" ON "heros_applications" USING btree ("application_status", "id");
--> statement-breakpoint
CREATE UNIQUE INDEX "heros_rounds_name_key" ON "heros_rounds" USING btree (lower("name"));
--> statement-breakpoint
-- The agency list: by name, within a county or all.
CREATE INDEX "heros_agencies_name_idx" ON "heros_agencies" USING btree ("agency_name", "id");
--> statement-breakpoint
CREATE INDEX "heros_agencies_county_idx" ON "heros_agencies" USING btree ("county_id", "agency_name", "id");
--> statement-breakpoint
CREATE TRIGGER heros_rounds_audit AFTER INSERT OR UPDATE OR DELETE ON "heros_rounds"
	FOR EACH ROW EXECUTE FUNCTION audit_row_change('3', 'HEROS', 'HEROS Round', 'id', 'false', 'created_at', '');
--> statement-breakpoint
CREATE TRIGGER heros_order_options_audit AFTER INSERT OR UPDATE OR DELETE ON "heros_order_options"
	FOR EACH ROW EXECUTE FUNCTION audit_row_change('3', 'HEROS', 'HEROS Round', 'round_id', 'false', '', '');
--> statement-breakpoint
CREATE TRIGGER heros_applications_audit AFTER INSERT OR UPDATE OR DELETE ON "heros_applications"
	FOR EACH ROW EXECUTE FUNCTION audit_row_change('3', 'HEROS', 'HEROS Application', 'id', 'false', 'created_at', '');
--> statement-breakpoint
CREATE TRIGGER heros_application_orders_audit AFTER INSERT OR UPDATE OR DELETE ON "heros_application_orders"
	FOR EACH ROW EXECUTE FUNCTION audit_row_change('3', 'HEROS', 'HEROS Application', 'application_id', 'false', 'id', '');
--> statement-breakpoint
CREATE TRIGGER heros_agencies_audit AFTER INSERT OR UPDATE OR DELETE ON "heros_agencies"
	FOR EACH ROW EXECUTE FUNCTION audit_row_change('3', 'HEROS', 'HEROS Agency', 'id', 'false', 'created_at', '');
