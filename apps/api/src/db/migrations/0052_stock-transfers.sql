-- Decision 101: receiving stock against a purchase order, transfers between sites, and the reasons admin.
-- A reason code may hold digits too (an admin's "damaged_2"); the reasons the services post with stay active.
ALTER TABLE "stock_reasons"
	ADD CONSTRAINT "stock_reasons_code_pattern" CHECK ("code" ~ '^[a-z0-9_]{1,30}$'),
	ADD CONSTRAINT "stock_reasons_label_not_empty" CHECK (btrim("label") <> ''),
	ADD CONSTRAINT "stock_reasons_system_stay_active" CHECK ("is_active" OR "code" NOT IN
		('received', 'opening', 'dispensed', 'transfer', 'repack', 'donation', 'reversal', 'count_variance'));
--> statement-breakpoint
CREATE TRIGGER stock_reasons_audit AFTER INSERT OR UPDATE OR DELETE ON "stock_reasons"
	FOR EACH ROW EXECUTE FUNCTION audit_row_change('6', 'Inventory', 'Stock Reason', 'code', 'false', '', '');
--> statement-breakpoint
-- What a receipt document was received against: the supplier and, optionally, the B&A purchase order.
CREATE TABLE "stock_receipts" (
	"document_id" integer PRIMARY KEY REFERENCES "stock_documents"("id"),
	"supplier_name" varchar(200) NOT NULL CHECK (btrim("supplier_name") <> ''),
	"purchase_order_id" integer REFERENCES "purchase_orders"("id")
);
--> statement-breakpoint
CREATE INDEX "stock_receipts_purchase_order_idx" ON "stock_receipts" ("purchase_order_id") WHERE "purchase_order_id" IS NOT NULL;
--> statement-breakpoint
CREATE TABLE "stock_transfers" (
	"id" serial PRIMARY KEY,
	"from_site_id" integer NOT NULL REFERENCES "inventory_sites"("id"),
	"to_site_id" integer NOT NULL REFERENCES "inventory_sites"("id"),
	"status" varchar(10) NOT NULL DEFAULT 'Draft' CHECK ("status" IN ('Draft', 'Dispatched', 'Received', 'Cancelled')),
	"note" varchar(500),
	"created_by" integer REFERENCES "users"("id"),
	"created_at" timestamp with time zone NOT NULL DEFAULT now(),
	"dispatched_by" integer REFERENCES "users"("id"),
	"dispatched_at" timestamp with time zone,
	"received_by" integer REFERENCES "users"("id"),
	"received_at" timestamp with time zone,
	"cancelled_by" integer REFERENCES "users"("id"),
	"cancelled_at" timestamp with time zone,
	-- The transfer_out posted at dispatch; the transfer_in at the destination (received units) and the
	-- transfer_in back at the source (rejected units), both linked to it. Each document serves one transfer.
	"dispatch_document_id" integer UNIQUE REFERENCES "stock_documents"("id"),
	"receipt_document_id" integer UNIQUE REFERENCES "stock_documents"("id"),
	"return_document_id" integer UNIQUE REFERENCES "stock_documents"("id"),
	CONSTRAINT "stock_transfers_two_sites" CHECK ("from_site_id" <> "to_site_id"),
	CONSTRAINT "stock_transfers_dispatched_posted" CHECK (("status" IN ('Dispatched', 'Received')) = ("dispatch_document_id" IS NOT NULL)),
	CONSTRAINT "stock_transfers_received_posted" CHECK (("status" = 'Received') =
		("receipt_document_id" IS NOT NULL OR "return_document_id" IS NOT NULL))
);
--> statement-breakpoint
-- The transfers list: newest first, optionally of one status.
CREATE INDEX "stock_transfers_list_idx" ON "stock_transfers" ("id" DESC);
--> statement-breakpoint
CREATE INDEX "stock_transfers_status_idx" ON "stock_transfers" ("status", "id" DESC);
--> statement-breakpoint
CREATE TABLE "stock_transfer_lines" (
	"id" serial PRIMARY KEY,
	"transfer_id" integer NOT NULL REFERENCES "stock_transfers"("id") ON DELETE CASCADE,
	"source_lot_id" integer NOT NULL REFERENCES "stock_lots"("id"),
	"quantity" integer NOT NULL CHECK ("quantity" BETWEEN 1 AND 1000000000),
	"received_quantity" integer CHECK ("received_quantity" >= 0),
	"rejected_quantity" integer CHECK ("rejected_quantity" >= 0),
	"destination_lot_id" integer REFERENCES "stock_lots"("id"),
	CONSTRAINT "stock_transfer_lines_lot_once" UNIQUE ("transfer_id", "source_lot_id"),
	-- Every dispatched unit is accounted for at receipt: received or rejected (returned to the source lot).
	CONSTRAINT "stock_transfer_lines_accounted" CHECK (("received_quantity" IS NULL) = ("rejected_quantity" IS NULL)
		AND ("received_quantity" IS NULL OR "received_quantity" + "rejected_quantity" = "quantity"))
);
--> statement-breakpoint
CREATE INDEX "stock_transfer_lines_source_lot_idx" ON "stock_transfer_lines" ("source_lot_id");
--> statement-breakpoint
CREATE TRIGGER stock_transfers_audit AFTER INSERT OR UPDATE OR DELETE ON "stock_transfers"
	FOR EACH ROW EXECUTE FUNCTION audit_row_change('6', 'Inventory', 'Stock Transfer', 'id', 'false', 'created_at', '');
--> statement-breakpoint
CREATE TRIGGER stock_transfer_lines_audit AFTER INSERT OR UPDATE OR DELETE ON "stock_transfer_lines"
	FOR EACH ROW EXECUTE FUNCTION audit_row_change('6', 'Inventory', 'Stock Transfer', 'transfer_id', 'false', '', '');
