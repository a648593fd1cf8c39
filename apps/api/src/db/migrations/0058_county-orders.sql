-- Decision 107: county orders on the ledger. An order names the pharmacy site that fills it, holds the unit-dose
-- products ordered in cards, the supplier invoices of bulk bottles bought for it and who moved it to each status.
-- Its short/over lines are read from the ledger (documents of demand 'ci_order', repack jobs of the order), so the
-- typed lines go.
ALTER TABLE "ci_orders"
	ADD COLUMN "supplying_site_id" integer REFERENCES "inventory_sites"("id"),
	ADD COLUMN "note" varchar(500) NOT NULL DEFAULT '',
	DROP COLUMN "received_date",
	ALTER COLUMN "status" SET DEFAULT 'Draft',
	DROP CONSTRAINT "ci_orders_status_check";
--> statement-breakpoint
-- The four earlier statuses map onto the new steps; an earlier order is filled by the first site there is.
UPDATE "ci_orders" SET "status" = CASE "status" WHEN 'Ordered' THEN 'Submitted' WHEN 'Repacked' THEN 'Repacking'
	ELSE "status" END, "supplying_site_id" = (SELECT min("id") FROM "inventory_sites");
--> statement-breakpoint
ALTER TABLE "ci_orders" ADD CONSTRAINT "ci_orders_status_check" CHECK ("status" IN ('Draft', 'Submitted', 'Approved',
	'Purchasing', 'Received', 'Repacking', 'Shipped', 'Received by county', 'Closed', 'Cancelled'));
--> statement-breakpoint
-- Every order from now on names its supplier; NOT VALID spares an earlier one where no site existed to name.
ALTER TABLE "ci_orders" ADD CONSTRAINT "ci_orders_supplying_site_check" CHECK ("supplying_site_id" IS NOT NULL) NOT VALID;
--> statement-breakpoint
CREATE INDEX "ci_orders_supplying_site_idx" ON "ci_orders" ("supplying_site_id", "order_date", "id");
--> statement-breakpoint
DROP TABLE "ci_order_lines";
--> statement-breakpoint
CREATE TABLE "ci_order_events" (
	"id" serial PRIMARY KEY,
	"order_id" integer NOT NULL REFERENCES "ci_orders"("id") ON DELETE CASCADE,
	"status" varchar(20) NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id"),
	"note" varchar(500) NOT NULL DEFAULT '',
	"at" timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX "ci_order_events_order_idx" ON "ci_order_events" ("order_id", "id");
--> statement-breakpoint
CREATE TABLE "ci_order_items" (
	"id" serial PRIMARY KEY,
	"order_id" integer NOT NULL REFERENCES "ci_orders"("id") ON DELETE CASCADE,
	"product_id" integer NOT NULL REFERENCES "ndc_products"("id"),
	"cards_ordered" integer NOT NULL CHECK ("cards_ordered" BETWEEN 1 AND 100000),
	"cards_received" integer CHECK ("cards_received" BETWEEN 0 AND 100000),
	"cards_rejected" integer CHECK ("cards_rejected" BETWEEN 0 AND 100000),
	CONSTRAINT "ci_order_items_product_unique" UNIQUE ("order_id", "product_id")
);
--> statement-breakpoint
CREATE TABLE "ci_order_purchases" (
	"id" serial PRIMARY KEY,
	"order_id" integer NOT NULL REFERENCES "ci_orders"("id") ON DELETE CASCADE,
	"supplier_name" varchar(200) NOT NULL,
	"invoice_number" varchar(30) NOT NULL,
	"purchase_order_id" integer REFERENCES "purchase_orders"("id"),
	"created_at" timestamp with time zone NOT NULL DEFAULT now(),
	CONSTRAINT "ci_order_purchases_invoice_unique" UNIQUE ("order_id", "invoice_number")
);
--> statement-breakpoint
CREATE TABLE "ci_order_purchase_lines" (
	"id" serial PRIMARY KEY,
	"purchase_id" integer NOT NULL REFERENCES "ci_order_purchases"("id") ON DELETE CASCADE,
	"product_id" integer NOT NULL REFERENCES "ndc_products"("id"),
	"bottles_ordered" integer NOT NULL CHECK ("bottles_ordered" BETWEEN 0 AND 100000),
	"bottles_invoiced" integer NOT NULL CHECK ("bottles_invoiced" BETWEEN 0 AND 100000),
	CONSTRAINT "ci_order_purchase_lines_product_unique" UNIQUE ("purchase_id", "product_id")
);
--> statement-breakpoint
ALTER TABLE "repack_jobs" ADD COLUMN "ci_order_id" integer REFERENCES "ci_orders"("id");
--> statement-breakpoint
CREATE INDEX "repack_jobs_ci_order_idx" ON "repack_jobs" ("ci_order_id");
--> statement-breakpoint
CREATE TRIGGER ci_order_events_audit AFTER INSERT OR UPDATE OR DELETE ON "ci_order_events"
	FOR EACH ROW EXECUTE FUNCTION audit_row_change('2', 'CI', 'CI Order', 'order_id', 'false', '', '');
--> statement-breakpoint
CREATE TRIGGER ci_order_items_audit AFTER INSERT OR UPDATE OR DELETE ON "ci_order_items"
	FOR EACH ROW EXECUTE FUNCTION audit_row_change('2', 'CI', 'CI Order', 'order_id', 'false', '', '');
--> statement-breakpoint
CREATE TRIGGER ci_order_purchases_audit AFTER INSERT OR UPDATE OR DELETE ON "ci_order_purchases"
	FOR EACH ROW EXECUTE FUNCTION audit_row_change('2', 'CI', 'CI Order', 'order_id', 'false', 'created_at', '');
--> statement-breakpoint
CREATE TRIGGER ci_order_purchase_lines_audit AFTER INSERT OR UPDATE OR DELETE ON "ci_order_purchase_lines"
	FOR EACH ROW EXECUTE FUNCTION audit_row_change('2', 'CI', 'CI Order Purchase', 'purchase_id', 'false', '', '');
