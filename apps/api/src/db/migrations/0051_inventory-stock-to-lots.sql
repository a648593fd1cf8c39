-- Decision 099: the stock lines people overwrote (inventory_stock) become lots whose quantity is an opening balance
-- on the ledger; from here on stock moves only through posted documents.
-- An NDC the formulary does not list yet becomes a product of its own, so no stock line is lost.
INSERT INTO "ndc_products" ("ndc", "product_name")
SELECT DISTINCT ON (st."ndc_digits") st."ndc", 'Unlisted product (NDC ' || st."ndc" || ')'
FROM "inventory_stock" st
WHERE NOT EXISTS (SELECT 1 FROM "ndc_products" p WHERE p."ndc_digits" = st."ndc_digits")
ORDER BY st."ndc_digits", st."id";
--> statement-breakpoint
INSERT INTO "stock_lots" ("inventory_site_id", "ndc_product_id", "lot_number", "expiry_date", "source_kind", "source_name")
SELECT st."inventory_site_id", p."id", coalesce(nullif(st."lot_number", ''), 'UNKNOWN'), st."expiration_date",
	'opening', 'Inventory stock line before the ledger'
FROM "inventory_stock" st
JOIN "ndc_products" p ON p."ndc_digits" = st."ndc_digits";
--> statement-breakpoint
-- One opening document per site, its lines the quantities the stock lines held.
WITH "openings" AS (
	INSERT INTO "stock_documents" ("kind", "inventory_site_id", "reference", "note", "occurred_at")
	SELECT 'opening', s."id", 'Opening balance', 'Carried over from the inventory stock lines (migration 0051).', now()
	FROM "inventory_sites" s
	WHERE EXISTS (SELECT 1 FROM "inventory_stock" st WHERE st."inventory_site_id" = s."id" AND st."quantity" > 0)
	RETURNING "id", "inventory_site_id"
)
INSERT INTO "stock_movements" ("document_id", "lot_id", "quantity", "reason_code", "occurred_at")
SELECT o."id", l."id", st."quantity", 'opening', now()
FROM "openings" o
JOIN "inventory_stock" st ON st."inventory_site_id" = o."inventory_site_id" AND st."quantity" > 0
JOIN "ndc_products" p ON p."ndc_digits" = st."ndc_digits"
JOIN "stock_lots" l ON l."inventory_site_id" = st."inventory_site_id" AND l."ndc_product_id" = p."id"
	AND l."lot_number" = coalesce(nullif(st."lot_number", ''), 'UNKNOWN');
--> statement-breakpoint
DROP TABLE "inventory_stock";
