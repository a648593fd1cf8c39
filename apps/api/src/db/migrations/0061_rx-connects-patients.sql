-- Decision 112: Rx Connects patients and donated stock (s. 465.1902, F.S.). A repository's donated stock is an
-- inventory site of its own, so donations, dispensings and recalls use the one ledger.
ALTER TABLE "inventory_sites" ADD COLUMN "rx_connects_repository_id" integer REFERENCES "rx_connects_repositories"("id");
--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_sites_rx_repository_key" ON "inventory_sites" ("rx_connects_repository_id")
	WHERE "rx_connects_repository_id" IS NOT NULL;
--> statement-breakpoint
CREATE TABLE "rx_patient_applications" (
	"id" serial PRIMARY KEY,
	"first_name" varchar(50) NOT NULL,
	"last_name" varchar(50) NOT NULL,
	"date_of_birth" date NOT NULL,
	"email_address" varchar(100) NOT NULL,
	"phone_number" varchar(30) NOT NULL,
	"street" varchar(100) NOT NULL,
	"secondary" varchar(50) NOT NULL DEFAULT '',
	"city" varchar(50) NOT NULL,
	"state" varchar(2) NOT NULL CHECK ("state" = 'FL'),
	"zip" varchar(10) NOT NULL,
	"formatted_address" varchar(250) NOT NULL,
	"county_id" integer NOT NULL REFERENCES "counties"("id"),
	"is_florida_resident" boolean NOT NULL CHECK ("is_florida_resident"),
	"coverage" varchar(20) NOT NULL CHECK ("coverage" IN ('Uninsured', 'Underinsured', 'Public assistance')),
	"medicines_needed" varchar(1000) NOT NULL,
	"repository_id" integer NOT NULL REFERENCES "rx_connects_repositories"("id"),
	"is_attested" boolean NOT NULL CHECK ("is_attested"),
	"signature" varchar(100) NOT NULL,
	"date_signed" timestamp with time zone NOT NULL DEFAULT now(),
	"status" varchar(10) NOT NULL DEFAULT 'Pending' CHECK ("status" IN ('Pending', 'Approved', 'Denied')),
	"denied_reason_id" integer REFERENCES "rx_connects_denial_reasons"("id"),
	"decision_note" varchar(500),
	"decided_at" timestamp with time zone,
	"decided_by_user_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone NOT NULL DEFAULT now(),
	CONSTRAINT "rx_patient_applications_decision_check" CHECK (("status" = 'Pending') = ("decided_at" IS NULL)),
	CONSTRAINT "rx_patient_applications_denial_check" CHECK (("status" = 'Denied') = ("denied_reason_id" IS NOT NULL))
);
--> statement-breakpoint
-- The queue: a repository's applications by status, newest first; the name search by last name prefix.
CREATE INDEX "rx_patient_applications_repository_idx" ON "rx_patient_applications" ("repository_id", "status", "id");
--> statement-breakpoint
CREATE INDEX "rx_patient_applications_status_idx" ON "rx_patient_applications" ("status", "id");
--> statement-breakpoint
CREATE INDEX "rx_patient_applications_name_idx" ON "rx_patient_applications" ((lower("last_name") COLLATE "C"), "id");
--> statement-breakpoint
CREATE TABLE "rx_dispensings" (
	"id" serial PRIMARY KEY,
	"application_id" integer NOT NULL REFERENCES "rx_patient_applications"("id"),
	"repository_id" integer NOT NULL REFERENCES "rx_connects_repositories"("id"),
	"note" varchar(500),
	"dispensed_by" integer NOT NULL REFERENCES "users"("id"),
	"dispensed_at" timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX "rx_dispensings_application_idx" ON "rx_dispensings" ("application_id", "id");
--> statement-breakpoint
CREATE INDEX "rx_dispensings_repository_idx" ON "rx_dispensings" ("repository_id", "dispensed_at");
--> statement-breakpoint
CREATE TABLE "rx_donations" (
	"id" serial PRIMARY KEY,
	"repository_id" integer NOT NULL REFERENCES "rx_connects_repositories"("id"),
	"donor_id" integer NOT NULL REFERENCES "rx_connects_donors"("id"),
	"received_on" date NOT NULL,
	-- The receipt of the accepted units; null when every unit was rejected.
	"stock_document_id" integer UNIQUE REFERENCES "stock_documents"("id"),
	"note" varchar(500),
	"inspected_by" integer NOT NULL REFERENCES "users"("id"),
	"created_at" timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX "rx_donations_repository_idx" ON "rx_donations" ("repository_id", "id");
--> statement-breakpoint
CREATE INDEX "rx_donations_received_idx" ON "rx_donations" ("repository_id", "received_on");
--> statement-breakpoint
CREATE TABLE "rx_donation_lines" (
	"id" serial PRIMARY KEY,
	"donation_id" integer NOT NULL REFERENCES "rx_donations"("id"),
	"ndc_product_id" integer NOT NULL REFERENCES "ndc_products"("id"),
	"lot_number" varchar(20) NOT NULL,
	"expiry_date" date NOT NULL,
	"quantity" integer NOT NULL CHECK ("quantity" BETWEEN 1 AND 100000),
	"rejected" integer NOT NULL CHECK ("rejected" >= 0 AND "rejected" <= "quantity"),
	"rejection_reason" varchar(200),
	-- The lot the accepted units went into.
	"lot_id" integer REFERENCES "stock_lots"("id"),
	CONSTRAINT "rx_donation_lines_reason_check" CHECK ("rejected" = 0 OR "rejection_reason" IS NOT NULL),
	CONSTRAINT "rx_donation_lines_lot_check" CHECK (("rejected" < "quantity") = ("lot_id" IS NOT NULL))
);
--> statement-breakpoint
CREATE INDEX "rx_donation_lines_donation_idx" ON "rx_donation_lines" ("donation_id", "id");
--> statement-breakpoint
CREATE TRIGGER rx_patient_applications_audit AFTER INSERT OR UPDATE OR DELETE ON rx_patient_applications FOR EACH ROW
	EXECUTE FUNCTION audit_row_change('8', 'RxConnects', 'Patient Application', 'id', 'true', 'created_at', '');
--> statement-breakpoint
CREATE TRIGGER rx_dispensings_audit AFTER INSERT OR UPDATE OR DELETE ON rx_dispensings FOR EACH ROW
	EXECUTE FUNCTION audit_row_change('8', 'RxConnects', 'Patient Application', 'application_id', 'true', 'id', '');
--> statement-breakpoint
CREATE TRIGGER rx_donations_audit AFTER INSERT OR UPDATE OR DELETE ON rx_donations FOR EACH ROW
	EXECUTE FUNCTION audit_row_change('8', 'RxConnects', 'Donation', 'id', 'false', 'created_at', '');
--> statement-breakpoint
CREATE TRIGGER rx_donation_lines_audit AFTER INSERT OR UPDATE OR DELETE ON rx_donation_lines FOR EACH ROW
	EXECUTE FUNCTION audit_row_change('8', 'RxConnects', 'Donation', 'donation_id', 'false', 'id', '');
