-- Decision 106: repack jobs. Bulk bottles of one product are repackaged into unit-dose cards of another (the
-- unit-dose NDC names the bulk NDC it is made from, and its beyond-use-date policy); each job posts one ledger
-- document and produces one internal lot, quarantined until a pharmacist who did not run the job signs it off.
ALTER TABLE "ndc_products"
	ADD COLUMN "repack_source_product_id" integer REFERENCES "ndc_products"("id"),
	-- USP <1178>: at most 12 months from repackaging in a Class A or B container.
	ADD COLUMN "bud_months" smallint NOT NULL DEFAULT 12 CHECK ("bud_months" BETWEEN 1 AND 12),
	-- FDA's unit-dose guidance: no later than 25 % of the time the source had left.
	ADD COLUMN "bud_quarter_of_remaining" boolean NOT NULL DEFAULT false,
	ADD CONSTRAINT "ndc_products_not_repacked_from_itself" CHECK ("repack_source_product_id" <> "id");
--> statement-breakpoint
ALTER TABLE "stock_documents" DROP CONSTRAINT "stock_documents_kind_check";
--> statement-breakpoint
-- One repack document takes from the source lots and adds to the new lot: 'repack' replaces the unused pair.
ALTER TABLE "stock_documents" ADD CONSTRAINT "stock_documents_kind_check" CHECK ("kind" IN ('receipt', 'adjustment',
	'transfer_out', 'transfer_in', 'count', 'shipment', 'repack', 'donation', 'opening', 'reversal'));
--> statement-breakpoint
CREATE TABLE "repack_jobs" (
	"id" serial PRIMARY KEY,
	"inventory_site_id" integer NOT NULL REFERENCES "inventory_sites"("id"),
	"output_product_id" integer NOT NULL REFERENCES "ndc_products"("id"),
	"source_product_id" integer NOT NULL REFERENCES "ndc_products"("id"),
	-- The unit-dose product's pack size when the job was planned: units per card.
	"count_per_card" integer NOT NULL CHECK ("count_per_card" >= 1),
	"planned_cards" integer NOT NULL CHECK ("planned_cards" BETWEEN 1 AND 100000),
	"container_class" varchar(1) NOT NULL CHECK ("container_class" IN ('A', 'B')),
	"note" varchar(500) NOT NULL DEFAULT '',
	"status" varchar(20) NOT NULL DEFAULT 'draft'
		CHECK ("status" IN ('draft', 'in_process', 'pending_verification', 'released', 'rejected', 'cancelled')),
	"line_clearance" text[] NOT NULL DEFAULT '{}',
	"ci_workstation_id" integer REFERENCES "ci_workstations"("id"),
	"lot_id" integer REFERENCES "stock_lots"("id"),
	"beyond_use_date" date,
	"bud_rule" varchar(20) CHECK ("bud_rule" IN ('source_expiry', 'remaining_quarter', 'policy_months')),
	"bud_months" smallint,
	"bud_quarter_of_remaining" boolean,
	"actual_cards" integer CHECK ("actual_cards" BETWEEN 0 AND 100000),
	"waste_units" integer CHECK ("waste_units" >= 0),
	"sample_units" integer CHECK ("sample_units" >= 0),
	"document_id" integer REFERENCES "stock_documents"("id"),
	"destruction_document_id" integer REFERENCES "stock_documents"("id"),
	"created_by" integer REFERENCES "users"("id"),
	"created_at" timestamp with time zone NOT NULL DEFAULT now(),
	"started_by" integer REFERENCES "users"("id"),
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"verified_by" integer REFERENCES "users"("id"),
	"verified_at" timestamp with time zone,
	-- The electronic signature: how the signer proved who they were, and what they signed.
	"signature_method" varchar(20) CHECK ("signature_method" IN ('password')),
	"signature_meaning" varchar(20) CHECK ("signature_meaning" IN ('Released', 'Rejected')),
	"rejection_reason" varchar(500),
	"cancelled_by" integer REFERENCES "users"("id"),
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "repack_jobs_started_has_lot" CHECK ("status" IN ('draft', 'cancelled') OR "lot_id" IS NOT NULL),
	CONSTRAINT "repack_jobs_completed_has_document" CHECK (
		"status" NOT IN ('pending_verification', 'released', 'rejected') OR "document_id" IS NOT NULL),
	CONSTRAINT "repack_jobs_signed" CHECK (
		"status" NOT IN ('released', 'rejected') OR ("verified_by" IS NOT NULL AND "signature_method" IS NOT NULL)),
	-- The four-eyes rule, kept by the database as well as the service.
	CONSTRAINT "repack_jobs_verifier_not_technician" CHECK ("verified_by" IS NULL OR "verified_by" <> "started_by")
);
--> statement-breakpoint
CREATE INDEX "repack_jobs_created_idx" ON "repack_jobs" ("created_at", "id");
--> statement-breakpoint
CREATE INDEX "repack_jobs_status_created_idx" ON "repack_jobs" ("status", "created_at", "id");
--> statement-breakpoint
CREATE INDEX "repack_jobs_site_created_idx" ON "repack_jobs" ("inventory_site_id", "created_at", "id");
--> statement-breakpoint
CREATE UNIQUE INDEX "repack_jobs_lot_unique" ON "repack_jobs" ("lot_id") WHERE "lot_id" IS NOT NULL;
--> statement-breakpoint
CREATE TABLE "repack_job_sources" (
	"job_id" integer NOT NULL REFERENCES "repack_jobs"("id"),
	"lot_id" integer NOT NULL REFERENCES "stock_lots"("id"),
	"quantity" integer NOT NULL CHECK ("quantity" >= 1),
	-- Units the completed job used from the lot; the rest went back to it.
	"used" integer CHECK ("used" BETWEEN 0 AND "quantity"),
	"position" smallint NOT NULL,
	PRIMARY KEY ("job_id", "lot_id")
);
--> statement-breakpoint
CREATE INDEX "repack_job_sources_lot_idx" ON "repack_job_sources" ("lot_id");
--> statement-breakpoint
CREATE TABLE "repack_label_runs" (
	"id" serial PRIMARY KEY,
	"job_id" integer NOT NULL REFERENCES "repack_jobs"("id"),
	"label_count" integer NOT NULL CHECK ("label_count" BETWEEN 1 AND 2000),
	"is_reprint" boolean NOT NULL,
	"reason" varchar(500),
	"printed_by" integer REFERENCES "users"("id"),
	"printed_at" timestamp with time zone NOT NULL DEFAULT now(),
	CONSTRAINT "repack_label_runs_reprint_reason" CHECK (NOT "is_reprint" OR btrim("reason") <> '')
);
--> statement-breakpoint
CREATE INDEX "repack_label_runs_job_idx" ON "repack_label_runs" ("job_id", "id");
--> statement-breakpoint
CREATE TRIGGER repack_jobs_audit AFTER INSERT OR UPDATE OR DELETE ON "repack_jobs"
	FOR EACH ROW EXECUTE FUNCTION audit_row_change('2', 'CI', 'Repack Job', 'id', 'false', '', '');
--> statement-breakpoint
CREATE TRIGGER repack_job_sources_audit AFTER INSERT OR UPDATE OR DELETE ON "repack_job_sources"
	FOR EACH ROW EXECUTE FUNCTION audit_row_change('2', 'CI', 'Repack Job', 'job_id', 'false', '', '');
--> statement-breakpoint
CREATE TRIGGER repack_label_runs_audit AFTER INSERT OR UPDATE OR DELETE ON "repack_label_runs"
	FOR EACH ROW EXECUTE FUNCTION audit_row_change('2', 'CI', 'Repack Job', 'job_id', 'false', '', '');
--> statement-breakpoint
-- Wrong passwords given to sign a record (platform/auth/electronic-signature.ts): a few in a row pause signing,
-- so a session left open cannot be used to guess its owner's password.
CREATE TABLE "signature_failures" (
	"id" bigserial PRIMARY KEY,
	"user_id" integer NOT NULL REFERENCES "users"("id"),
	"created_at" timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX "signature_failures_user_idx" ON "signature_failures" ("user_id", "created_at");
