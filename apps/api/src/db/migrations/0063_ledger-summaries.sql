-- Decision 118: the stock ledger report reads summaries the ledger keeps as it is written, not every line of a period.
-- A lot's first and last line: which lots are rows of a period is decided from the lot row alone (a lot last moved
-- before the period is a row when it holds stock; one first moved after it is not), so a page reads the lines of its
-- own fifty lots only.
ALTER TABLE "stock_lots" ADD COLUMN "first_moved_at" timestamp with time zone,
	ADD COLUMN "last_moved_at" timestamp with time zone;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "apply_stock_movement"() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
BEGIN
	UPDATE stock_lots SET on_hand = on_hand + NEW.quantity,
		first_moved_at = least(first_moved_at, NEW.occurred_at),
		last_moved_at = greatest(last_moved_at, NEW.occurred_at)
	WHERE id = NEW.lot_id;
	RETURN NEW;
END $$;
--> statement-breakpoint
-- Units moved per site, product, day (UTC, as the ledger's days) and document kind: the report's totals over any period
-- and site are sums of these few rows. Kept by the ledger's insert trigger, as stock_consumption_days is; the
-- application role only reads it.
CREATE TABLE "stock_ledger_days" (
	"inventory_site_id" integer NOT NULL REFERENCES "inventory_sites"("id"),
	"ndc_product_id" integer NOT NULL REFERENCES "ndc_products"("id"),
	"day" date NOT NULL,
	"kind" varchar(20) NOT NULL,
	"quantity" bigint NOT NULL,
	CONSTRAINT "stock_ledger_days_pkey" PRIMARY KEY ("inventory_site_id", "ndc_product_id", "day", "kind")
);
--> statement-breakpoint
-- Every site's days of a period.
CREATE INDEX "stock_ledger_days_day_idx" ON "stock_ledger_days" ("day");
--> statement-breakpoint
CREATE FUNCTION "record_stock_ledger_day"() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
BEGIN
	INSERT INTO stock_ledger_days AS s (inventory_site_id, ndc_product_id, day, kind, quantity)
	SELECT l.inventory_site_id, l.ndc_product_id, (NEW.occurred_at AT TIME ZONE 'UTC')::date, d.kind, NEW.quantity
	FROM stock_lots l, stock_documents d
	WHERE l.id = NEW.lot_id AND d.id = NEW.document_id
	ON CONFLICT (inventory_site_id, ndc_product_id, day, kind) DO UPDATE SET quantity = s.quantity + EXCLUDED.quantity;
	RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "stock_movements_ledger_days" AFTER INSERT ON "stock_movements"
	FOR EACH ROW EXECUTE FUNCTION "record_stock_ledger_day"();
--> statement-breakpoint
-- The summaries made again from the ledger's lines: here for the lines already posted, and by a bulk load that wrote
-- lines with the ledger's triggers off (the benchmark's).
CREATE FUNCTION "rebuild_stock_ledger_summaries"() RETURNS void LANGUAGE sql AS $$
	UPDATE stock_lots l SET first_moved_at = m.first_at, last_moved_at = m.last_at
	FROM (SELECT lot_id, min(occurred_at) AS first_at, max(occurred_at) AS last_at FROM stock_movements GROUP BY lot_id) m
	WHERE m.lot_id = l.id AND (l.first_moved_at, l.last_moved_at) IS DISTINCT FROM (m.first_at, m.last_at);
	DELETE FROM stock_ledger_days;
	INSERT INTO stock_ledger_days (inventory_site_id, ndc_product_id, day, kind, quantity)
	SELECT l.inventory_site_id, l.ndc_product_id, (mv.occurred_at AT TIME ZONE 'UTC')::date, d.kind, sum(mv.quantity)
	FROM stock_movements mv
	JOIN stock_documents d ON d.id = mv.document_id
	JOIN stock_lots l ON l.id = mv.lot_id
	GROUP BY 1, 2, 3, 4;
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION "rebuild_stock_ledger_summaries"() FROM PUBLIC;
--> statement-breakpoint
SELECT rebuild_stock_ledger_summaries();
--> statement-breakpoint
-- The reports plan on these at once (autovacuum would analyze them only later).
ANALYZE stock_lots, stock_ledger_days;
