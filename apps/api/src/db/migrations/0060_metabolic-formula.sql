-- Decision 111: the metabolic formula programme. An enrolment makes a patient (the same patients row refills know)
-- a member of the programme: diagnosis, treatment centre, residency, payer status, the pharmacy that ships and the
-- ship-to address, and a manager's eligibility decision with its recertification date. Prescriptions name the
-- formula products and a quantity a month; an order is for a period of one or three months and ships from stock as
-- demand ('mf_order', id), so the ledger keeps which lots went to which patient.
ALTER TABLE "ndc_products" ADD COLUMN "formula_kind" varchar(20)
	CONSTRAINT "ndc_products_formula_kind_check" CHECK ("formula_kind" IN ('Formula', 'Low-protein food'));
--> statement-breakpoint
CREATE INDEX "ndc_products_formula_idx" ON "ndc_products" ("product_name", "id") WHERE "formula_kind" IS NOT NULL;
--> statement-breakpoint
-- The formula patients list: ordered by lower(last_name) in byte order, then id, which is also a range for a
-- case-insensitive prefix search of the last name (LIKE 'smi%' under the C collation).
CREATE INDEX "patients_name_key_idx" ON "patients" ((lower("last_name") COLLATE "C"), "id");
--> statement-breakpoint
CREATE TABLE "mf_enrolments" (
	"patient_id" integer PRIMARY KEY REFERENCES "patients"("id"),
	"diagnosis" varchar(30) NOT NULL CHECK ("diagnosis" IN ('PKU', 'MSUD', 'Tyrosinemia', 'Homocystinuria',
		'Urea cycle disorder', 'Glutaric acidemia type I', 'Methylmalonic acidemia', 'Propionic acidemia', 'Other')),
	"diagnosis_other" varchar(100),
	"treatment_centre" varchar(200) NOT NULL,
	"state_resident" boolean NOT NULL,
	"payer_status" varchar(20) NOT NULL CHECK ("payer_status" IN ('Insured', 'Insurance denied', 'Benefit exhausted',
		'Uninsured')),
	"inventory_site_id" integer NOT NULL REFERENCES "inventory_sites"("id"),
	"shipping_method" varchar(10) NOT NULL CHECK ("shipping_method" IN ('Ground', 'Overnight', 'Pickup')),
	"street" varchar(100) NOT NULL,
	"secondary" varchar(50) NOT NULL DEFAULT '',
	"city" varchar(50) NOT NULL,
	"state" varchar(2) NOT NULL,
	"zip" varchar(10) NOT NULL,
	"county_id" integer NOT NULL REFERENCES "counties"("id"),
	"formatted_address" varchar(250) NOT NULL,
	"eligibility" varchar(10) NOT NULL DEFAULT 'Pending' CHECK ("eligibility" IN ('Pending', 'Eligible', 'Ineligible')),
	"decided_by" integer REFERENCES "users"("id"),
	"decided_at" timestamp with time zone,
	"decision_note" varchar(500),
	"recertify_by" date,
	"recertify_warned_for" date,
	"enrolled_by" integer NOT NULL REFERENCES "users"("id"),
	"enrolled_at" timestamp with time zone NOT NULL DEFAULT now(),
	"updated_at" timestamp with time zone NOT NULL DEFAULT now(),
	CONSTRAINT "mf_enrolments_other_check" CHECK ("diagnosis" <> 'Other' OR "diagnosis_other" IS NOT NULL),
	CONSTRAINT "mf_enrolments_eligible_check" CHECK ("eligibility" <> 'Eligible' OR "recertify_by" IS NOT NULL)
);
--> statement-breakpoint
CREATE INDEX "mf_enrolments_recertify_idx" ON "mf_enrolments" ("recertify_by") WHERE "eligibility" = 'Eligible';
--> statement-breakpoint
CREATE TABLE "mf_prescriptions" (
	"id" serial PRIMARY KEY,
	"patient_id" integer NOT NULL REFERENCES "mf_enrolments"("patient_id"),
	"ndc_product_id" integer NOT NULL REFERENCES "ndc_products"("id"),
	"units_per_month" integer NOT NULL CHECK ("units_per_month" BETWEEN 1 AND 100000),
	"prescriber" varchar(100) NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"created_by" integer NOT NULL REFERENCES "users"("id"),
	"created_at" timestamp with time zone NOT NULL DEFAULT now(),
	CONSTRAINT "mf_prescriptions_dates_check" CHECK ("valid_to" >= "valid_from")
);
--> statement-breakpoint
CREATE INDEX "mf_prescriptions_patient_idx" ON "mf_prescriptions" ("patient_id", "ndc_product_id", "valid_from");
--> statement-breakpoint
CREATE TABLE "mf_orders" (
	"id" serial PRIMARY KEY,
	"patient_id" integer NOT NULL REFERENCES "mf_enrolments"("patient_id"),
	"period_start" date NOT NULL CHECK (extract(day FROM "period_start") = 1),
	"months" smallint NOT NULL CHECK ("months" IN (1, 3)),
	"status" varchar(10) NOT NULL DEFAULT 'Submitted' CHECK ("status" IN ('Submitted', 'Shipped', 'Cancelled')),
	"inventory_site_id" integer NOT NULL REFERENCES "inventory_sites"("id"),
	"shipping_method" varchar(10) NOT NULL CHECK ("shipping_method" IN ('Ground', 'Overnight', 'Pickup')),
	"ship_to" varchar(250) NOT NULL,
	"ship_by" date NOT NULL,
	"created_by" integer NOT NULL REFERENCES "users"("id"),
	"created_at" timestamp with time zone NOT NULL DEFAULT now(),
	"shipped_by" integer REFERENCES "users"("id"),
	"shipped_at" timestamp with time zone,
	"cancelled_by" integer REFERENCES "users"("id"),
	"cancelled_at" timestamp with time zone,
	"cancel_reason" varchar(500)
);
--> statement-breakpoint
-- The queue: by period and status, newest first; a patient's orders for the overlap check and the patient page.
CREATE INDEX "mf_orders_period_status_idx" ON "mf_orders" ("period_start", "status", "id");
--> statement-breakpoint
CREATE INDEX "mf_orders_status_idx" ON "mf_orders" ("status", "period_start", "id");
--> statement-breakpoint
-- The queue unfiltered or by period alone: newest period, then newest order, read straight off this index (the two
-- above order a period's rows by status first, which would sort a whole month of orders for each page).
CREATE INDEX "mf_orders_period_idx" ON "mf_orders" ("period_start", "id");
--> statement-breakpoint
CREATE INDEX "mf_orders_patient_idx" ON "mf_orders" ("patient_id", "period_start");
--> statement-breakpoint
CREATE TABLE "mf_order_lines" (
	"id" serial PRIMARY KEY,
	"order_id" integer NOT NULL REFERENCES "mf_orders"("id"),
	"prescription_id" integer NOT NULL REFERENCES "mf_prescriptions"("id"),
	"ndc_product_id" integer NOT NULL REFERENCES "ndc_products"("id"),
	"quantity" integer NOT NULL CHECK ("quantity" BETWEEN 1 AND 300000),
	CONSTRAINT "mf_order_lines_product_unique" UNIQUE ("order_id", "ndc_product_id")
);
--> statement-breakpoint
CREATE TRIGGER mf_enrolments_audit AFTER INSERT OR UPDATE OR DELETE ON mf_enrolments FOR EACH ROW
	EXECUTE FUNCTION audit_row_change('4', 'MetabolicFormula', 'Formula Patient', 'patient_id', 'true',
		'enrolled_at,updated_at,recertify_warned_for', '');
--> statement-breakpoint
CREATE TRIGGER mf_prescriptions_audit AFTER INSERT OR UPDATE OR DELETE ON mf_prescriptions FOR EACH ROW
	EXECUTE FUNCTION audit_row_change('4', 'MetabolicFormula', 'Formula Patient', 'patient_id', 'true', 'id,created_at', '');
--> statement-breakpoint
CREATE TRIGGER mf_orders_audit AFTER INSERT OR UPDATE OR DELETE ON mf_orders FOR EACH ROW
	EXECUTE FUNCTION audit_row_change('4', 'MetabolicFormula', 'Formula Order', 'id', 'true', 'created_at', '');
--> statement-breakpoint
CREATE TRIGGER mf_order_lines_audit AFTER INSERT OR UPDATE OR DELETE ON mf_order_lines FOR EACH ROW
	EXECUTE FUNCTION audit_row_change('4', 'MetabolicFormula', 'Formula Order', 'order_id', 'true', 'id', '');
