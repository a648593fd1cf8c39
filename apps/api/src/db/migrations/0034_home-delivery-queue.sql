-- Decision 055. The home-delivery refill queue (issue 14): requests move Received -> In Process -> Shipped, or
-- are Cancelled with a reason; every move is a row of the status history; the patient's email comes from QS1
-- (its stand-in, the prescriptions table). Requests and their history are PHI: audited as a secure area.
UPDATE "home_delivery_requests" SET "status" = 'Received' WHERE "status" = 'Submitted';
--> statement-breakpoint
ALTER TABLE "home_delivery_requests"
	ALTER COLUMN "status" SET DEFAULT 'Received',
	ADD COLUMN "tracking_number" varchar(100),
	ADD COLUMN "updated_at" timestamp with time zone NOT NULL DEFAULT now(),
	-- Search by phone digits whatever the patient typed around them.
	ADD COLUMN "phone_digits" varchar(21) GENERATED ALWAYS AS (regexp_replace("phone_number", '\D', '', 'g')) STORED,
	-- The queue's default (and the public duplicate check): one index range in submission order.
	ADD COLUMN "is_open" boolean GENERATED ALWAYS AS ("status" IN ('Received', 'In Process')) STORED;
--> statement-breakpoint
UPDATE "home_delivery_requests" SET "updated_at" = "submitted_at";
--> statement-breakpoint
ALTER TABLE "home_delivery_requests" ADD CONSTRAINT "home_delivery_requests_status_check"
	CHECK ("status" IN ('Received', 'In Process', 'Shipped', 'Cancelled'));
--> statement-breakpoint
CREATE INDEX "home_delivery_requests_open_idx" ON "home_delivery_requests" ("is_open", "submitted_at", "id");
--> statement-breakpoint
CREATE INDEX "home_delivery_requests_status_idx" ON "home_delivery_requests" ("status", "submitted_at", "id");
--> statement-breakpoint
CREATE INDEX "home_delivery_requests_phone_trgm_idx" ON "home_delivery_requests" USING gin ("phone_digits" gin_trgm_ops);
--> statement-breakpoint
CREATE TABLE "home_delivery_request_history" (
	"id" serial PRIMARY KEY,
	"request_id" integer NOT NULL REFERENCES "home_delivery_requests"("id") ON DELETE CASCADE,
	"changed_at" timestamp with time zone NOT NULL DEFAULT now(),
	-- Null: the patient's own submission through the public form.
	"changed_by_user_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"from_status" varchar(20),
	"to_status" varchar(20) NOT NULL,
	"note" varchar(500),
	"tracking_number" varchar(100),
	"patient_emailed" boolean
);
--> statement-breakpoint
CREATE INDEX "home_delivery_request_history_request_idx" ON "home_delivery_request_history" ("request_id", "id");
--> statement-breakpoint
INSERT INTO "home_delivery_request_history" ("request_id", "changed_at", "from_status", "to_status")
	SELECT "id", "submitted_at", NULL, 'Received' FROM "home_delivery_requests";
--> statement-breakpoint
-- QS1 holds the patient record; its stand-in carries the patient's email next to the phone.
ALTER TABLE "prescriptions" ADD COLUMN "patient_email" varchar(254);
--> statement-breakpoint
CREATE TRIGGER home_delivery_requests_audit AFTER INSERT OR UPDATE OR DELETE ON "home_delivery_requests"
	FOR EACH ROW EXECUTE FUNCTION audit_row_change('6', 'Inventory', 'Home Delivery Request', 'id', 'true',
		'phone_digits,is_open,updated_at', '');
--> statement-breakpoint
CREATE TRIGGER home_delivery_request_history_audit AFTER INSERT OR UPDATE OR DELETE ON "home_delivery_request_history"
	FOR EACH ROW EXECUTE FUNCTION audit_row_change('6', 'Inventory', 'Home Delivery Request', 'request_id', 'true',
		'changed_at', '');
