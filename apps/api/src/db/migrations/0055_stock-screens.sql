-- Decision 100: the stock screens. A hold or quarantine carries its reason, and who changed a lot's status or bin
-- is in the audit list (the ledger already records every quantity).
ALTER TABLE "stock_lots" ADD COLUMN "status_note" varchar(500);
--> statement-breakpoint
-- Only status, bin and the status note are changed by people; on_hand and allocated move with the ledger.
CREATE TRIGGER "stock_lots_audit" AFTER UPDATE OF "status", "bin", "status_note" ON "stock_lots"
	FOR EACH ROW EXECUTE FUNCTION audit_row_change('6', 'Inventory', 'Stock Lot', 'id', 'false',
		'on_hand,allocated,created_at', '');
--> statement-breakpoint
-- The stock page lists a site's lots product by product; the lot search is a contains-match on the lot number.
CREATE INDEX "stock_lots_site_product_idx" ON "stock_lots" ("inventory_site_id", "ndc_product_id");
--> statement-breakpoint
CREATE INDEX "stock_lots_lot_number_trgm_idx" ON "stock_lots" USING gin ("lot_number" gin_trgm_ops);
--> statement-breakpoint
-- Products are walked in name order, each with its lots (stock_lots_fefo_idx), until a page is full.
CREATE INDEX "ndc_products_name_id_idx" ON "ndc_products" ("product_name", "id");
