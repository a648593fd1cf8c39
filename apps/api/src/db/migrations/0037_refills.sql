-- Decision 058. Refills (issue 15): patients and their prescriptions as the embedded QS1 stand-in holds them
-- (a remote QS1's answers are mirrored here, so shipments always point at local rows), which inventory sites may
-- fill each prescription, and refill shipments worked through the steps -1..5 of spec document 1 §4.7 with a
-- who/when row per step. Everything here names a patient or their medicine: audited as a secure area.
CREATE TABLE "patients" (
	"id" serial PRIMARY KEY,
	-- The patient's id in a remote QS1 (null for patients only the embedded stand-in knows).
	"qs1_patient_id" varchar(40),
	"first_name" varchar(50) NOT NULL,
	"last_name" varchar(50) NOT NULL,
	"date_of_birth" date NOT NULL,
	-- Digits only, like prescriptions.patient_phone.
	"phone" varchar(21),
	"email" varchar(254),
	"created_at" timestamp with time zone NOT NULL DEFAULT now(),
	"updated_at" timestamp with time zone NOT NULL DEFAULT now(),
	CONSTRAINT "patients_qs1_patient_id_unique" UNIQUE ("qs1_patient_id")
);
--> statement-breakpoint
CREATE INDEX "patients_name_idx" ON "patients" ("last_name", "first_name", "id");
--> statement-breakpoint
ALTER TABLE "prescriptions"
	ADD COLUMN "patient_id" integer REFERENCES "patients"("id"),
	ADD COLUMN "ndc" varchar(12),
	ADD COLUMN "dispense_quantity" integer NOT NULL DEFAULT 30,
	ADD CONSTRAINT "prescriptions_ndc_format" CHECK ("ndc" IS NULL OR ("ndc" ~ '^\d{4,5}-\d{3,4}-\d{1,2}$' AND length(replace("ndc", '-', '')) = 10)),
	ADD CONSTRAINT "prescriptions_dispense_quantity_range" CHECK ("dispense_quantity" BETWEEN 1 AND 9999),
	ADD CONSTRAINT "prescriptions_refills_remaining_range" CHECK ("refills_remaining" >= 0);
--> statement-breakpoint
CREATE INDEX "prescriptions_patient_idx" ON "prescriptions" ("patient_id");
--> statement-breakpoint
-- Which inventories can fill an Rx: the widget offers these, and a shipment's site must be one of them.
CREATE TABLE "prescription_inventory_sites" (
	"prescription_id" integer NOT NULL REFERENCES "prescriptions"("id") ON DELETE CASCADE,
	"inventory_site_id" integer NOT NULL REFERENCES "inventory_sites"("id") ON DELETE CASCADE,
	PRIMARY KEY ("prescription_id", "inventory_site_id")
);
--> statement-breakpoint
CREATE INDEX "prescription_inventory_sites_site_idx" ON "prescription_inventory_sites" ("inventory_site_id");
--> statement-breakpoint
CREATE TABLE "refill_shipments" (
	"id" serial PRIMARY KEY,
	"facility_id" integer NOT NULL REFERENCES "facilities"("id"),
	"inventory_site_id" integer NOT NULL REFERENCES "inventory_sites"("id"),
	"current_step" smallint NOT NULL DEFAULT -1 CHECK ("current_step" BETWEEN -1 AND 5),
	-- One patient per shipment: set by its first item.
	"patient_id" integer REFERENCES "patients"("id"),
	"home_delivery_request_id" integer REFERENCES "home_delivery_requests"("id") ON DELETE SET NULL,
	"created_by_user_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone NOT NULL DEFAULT now(),
	"updated_at" timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
-- The widget: a facility's newest shipments.
CREATE INDEX "refill_shipments_facility_recent_idx" ON "refill_shipments" ("facility_id", "created_at" DESC, "id" DESC);
--> statement-breakpoint
-- The fulfilment list by site, and its default (open shipments) and step filters.
CREATE INDEX "refill_shipments_site_recent_idx" ON "refill_shipments" ("inventory_site_id", "created_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX "refill_shipments_open_idx" ON "refill_shipments" ("facility_id", "created_at" DESC, "id" DESC) WHERE "current_step" < 4;
--> statement-breakpoint
CREATE INDEX "refill_shipments_step_idx" ON "refill_shipments" ("current_step", "created_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX "refill_shipments_recent_idx" ON "refill_shipments" ("created_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX "refill_shipments_home_delivery_idx" ON "refill_shipments" ("home_delivery_request_id") WHERE "home_delivery_request_id" IS NOT NULL;
--> statement-breakpoint
CREATE TABLE "refill_shipment_items" (
	"id" serial PRIMARY KEY,
	"shipment_id" integer NOT NULL REFERENCES "refill_shipments"("id") ON DELETE CASCADE,
	"prescription_id" integer NOT NULL REFERENCES "prescriptions"("id"),
	"rx_number" varchar(8) NOT NULL,
	"ndc" varchar(12) NOT NULL CHECK ("ndc" ~ '^\d{4,5}-\d{3,4}-\d{1,2}$' AND length(replace("ndc", '-', '')) = 10),
	"quantity" integer NOT NULL CHECK ("quantity" BETWEEN 1 AND 9999),
	"qc_verified_at" timestamp with time zone,
	"qc_verified_by_user_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone NOT NULL DEFAULT now(),
	CONSTRAINT "refill_shipment_items_shipment_rx_unique" UNIQUE ("shipment_id", "prescription_id")
);
--> statement-breakpoint
CREATE INDEX "refill_shipment_items_prescription_idx" ON "refill_shipment_items" ("prescription_id");
--> statement-breakpoint
CREATE INDEX "refill_shipment_items_rx_idx" ON "refill_shipment_items" ("rx_number");
--> statement-breakpoint
-- Each move: who moved the shipment from which step to which, and when (from_step null: created).
CREATE TABLE "refill_shipment_steps" (
	"id" serial PRIMARY KEY,
	"shipment_id" integer NOT NULL REFERENCES "refill_shipments"("id") ON DELETE CASCADE,
	"from_step" smallint,
	"to_step" smallint NOT NULL CHECK ("to_step" BETWEEN -1 AND 5),
	"changed_at" timestamp with time zone NOT NULL DEFAULT now(),
	"changed_by_user_id" integer REFERENCES "users"("id") ON DELETE SET NULL
);
--> statement-breakpoint
CREATE INDEX "refill_shipment_steps_shipment_idx" ON "refill_shipment_steps" ("shipment_id", "id");
--> statement-breakpoint
CREATE TRIGGER patients_audit AFTER INSERT OR UPDATE OR DELETE ON "patients"
	FOR EACH ROW EXECUTE FUNCTION audit_row_change('6', 'Inventory', 'Patient', 'id', 'true', 'created_at,updated_at', '');
--> statement-breakpoint
CREATE TRIGGER prescriptions_audit AFTER INSERT OR UPDATE OR DELETE ON "prescriptions"
	FOR EACH ROW EXECUTE FUNCTION audit_row_change('6', 'Inventory', 'Prescription', 'id', 'true', 'updated_at', '');
--> statement-breakpoint
CREATE TRIGGER prescription_inventory_sites_audit AFTER INSERT OR UPDATE OR DELETE ON "prescription_inventory_sites"
	FOR EACH ROW EXECUTE FUNCTION audit_row_change('6', 'Inventory', 'Prescription', 'prescription_id', 'true', '', '');
--> statement-breakpoint
CREATE TRIGGER refill_shipments_audit AFTER INSERT OR UPDATE OR DELETE ON "refill_shipments"
	FOR EACH ROW EXECUTE FUNCTION audit_row_change('6', 'Inventory', 'Refill Shipment', 'id', 'true', 'created_at,updated_at', '');
--> statement-breakpoint
CREATE TRIGGER refill_shipment_items_audit AFTER INSERT OR UPDATE OR DELETE ON "refill_shipment_items"
	FOR EACH ROW EXECUTE FUNCTION audit_row_change('6', 'Inventory', 'Refill Shipment', 'shipment_id', 'true', 'created_at', '');
--> statement-breakpoint
CREATE TRIGGER refill_shipment_steps_audit AFTER INSERT OR UPDATE OR DELETE ON "refill_shipment_steps"
	FOR EACH ROW EXECUTE FUNCTION audit_row_change('6', 'Inventory', 'Refill Shipment', 'shipment_id', 'true', 'changed_at', '');
