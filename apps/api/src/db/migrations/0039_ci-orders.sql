-- Decision 061. CI (repack) orders and their invoice lines: enough for the printable shortage/overage report
-- (spec document 1 §2.6). Quantities are bounded so that bottles × size stays far inside integer range.
CREATE TABLE "ci_orders" (
	"id" serial PRIMARY KEY,
	"order_number" varchar(30) NOT NULL,
	"facility_id" integer NOT NULL REFERENCES "facilities"("id"),
	"order_date" date NOT NULL,
	"received_date" date,
	"status" varchar(20) NOT NULL DEFAULT 'Ordered',
	"created_at" timestamp with time zone NOT NULL DEFAULT now(),
	"updated_at" timestamp with time zone NOT NULL DEFAULT now(),
	CONSTRAINT "ci_orders_order_number_unique" UNIQUE ("order_number"),
	CONSTRAINT "ci_orders_status_check" CHECK ("status" IN ('Ordered', 'Received', 'Repacked', 'Closed')),
	CONSTRAINT "ci_orders_received_check" CHECK ("received_date" IS NULL OR "received_date" >= "order_date")
);
--> statement-breakpoint
CREATE INDEX "ci_orders_order_date_idx" ON "ci_orders" ("order_date", "id");
--> statement-breakpoint
CREATE INDEX "ci_orders_facility_idx" ON "ci_orders" ("facility_id", "order_date", "id");
--> statement-breakpoint
CREATE INDEX "ci_orders_order_number_trgm_idx" ON "ci_orders" USING gin ("order_number" gin_trgm_ops);
--> statement-breakpoint
CREATE TABLE "ci_order_lines" (
	"id" serial PRIMARY KEY,
	"order_id" integer NOT NULL REFERENCES "ci_orders"("id") ON DELETE CASCADE,
	"invoice_number" varchar(30) NOT NULL,
	"ndc" varchar(12) NOT NULL DEFAULT '',
	"product_name" varchar(200) NOT NULL,
	"size" integer NOT NULL CHECK ("size" BETWEEN 1 AND 10000),
	"count_per_card" integer NOT NULL CHECK ("count_per_card" BETWEEN 1 AND 10000),
	"bottles_ordered" integer NOT NULL DEFAULT 0 CHECK ("bottles_ordered" BETWEEN 0 AND 100000),
	"bottles_invoiced" integer NOT NULL DEFAULT 0 CHECK ("bottles_invoiced" BETWEEN 0 AND 100000),
	"bottles_received" integer NOT NULL DEFAULT 0 CHECK ("bottles_received" BETWEEN 0 AND 100000),
	"product_repacked" integer NOT NULL DEFAULT 0 CHECK ("product_repacked" BETWEEN 0 AND 100000),
	"repacked_cards" integer NOT NULL DEFAULT 0 CHECK ("repacked_cards" BETWEEN 0 AND 100000),
	"product_returned" integer NOT NULL DEFAULT 0 CHECK ("product_returned" BETWEEN 0 AND 100000),
	"cards_ordered" integer NOT NULL DEFAULT 0 CHECK ("cards_ordered" BETWEEN 0 AND 100000),
	"updated_at" timestamp with time zone NOT NULL DEFAULT now(),
	CONSTRAINT "ci_order_lines_ndc_format" CHECK ("ndc" = '' OR ("ndc" ~ '^\d{4,5}-\d{3,4}-\d{1,2}$' AND length(replace("ndc", '-', '')) = 10))
);
--> statement-breakpoint
CREATE INDEX "ci_order_lines_order_idx" ON "ci_order_lines" ("order_id", "invoice_number", "id");
--> statement-breakpoint
CREATE TRIGGER ci_orders_audit AFTER INSERT OR UPDATE OR DELETE ON "ci_orders"
	FOR EACH ROW EXECUTE FUNCTION audit_row_change('2', 'CI', 'CI Order', 'id', 'false', 'created_at,updated_at', '');
--> statement-breakpoint
CREATE TRIGGER ci_order_lines_audit AFTER INSERT OR UPDATE OR DELETE ON "ci_order_lines"
	FOR EACH ROW EXECUTE FUNCTION audit_row_change('2', 'CI', 'CI Order', 'order_id', 'false', 'updated_at', '');
