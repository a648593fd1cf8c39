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
-- Who a shipment's stock went to, as the Shipments Report groups it (decision 118): its demand's kind, whether a refill
-- was a home delivery, and the recipient (a refill's or county order's facility, a formula order's patient, an Rx
-- Connects dispensing's repository; 0 for none). A reversal of a shipment counts against the shipment it undoes; any
-- other document has no row. A demand's recipient is fixed once stock has shipped against it.
CREATE FUNCTION "stock_shipment_recipient"(document integer)
RETURNS TABLE ("demand_kind" varchar, "home_delivery" boolean, "recipient_id" integer)
LANGUAGE sql STABLE AS $$
	SELECT coalesce(s.demand_kind, ''), coalesce(rs.home_delivery_request_id IS NOT NULL, false),
		coalesce(CASE s.demand_kind WHEN 'refill_item' THEN rs.facility_id WHEN 'ci_order' THEN co.facility_id
			WHEN 'mf_order' THEN mo.patient_id WHEN 'rx_dispensing' THEN rd.repository_id END, 0)
	FROM (
		SELECT CASE WHEN d.kind = 'reversal' THEN o.demand_kind ELSE d.demand_kind END AS demand_kind,
			CASE WHEN d.kind = 'reversal' THEN o.demand_id ELSE d.demand_id END AS demand_id
		FROM stock_documents d LEFT JOIN stock_documents o ON o.id = d.reverses_document_id
		WHERE d.id = document AND (d.kind = 'shipment' OR (d.kind = 'reversal' AND o.kind = 'shipment'))) s
	LEFT JOIN refill_shipment_items i ON s.demand_kind = 'refill_item' AND i.id = s.demand_id
	LEFT JOIN refill_shipments rs ON rs.id = i.shipment_id
	LEFT JOIN ci_orders co ON s.demand_kind = 'ci_order' AND co.id = s.demand_id
	LEFT JOIN mf_orders mo ON s.demand_kind = 'mf_order' AND mo.id = s.demand_id
	LEFT JOIN rx_dispensings rd ON s.demand_kind = 'rx_dispensing' AND rd.id = s.demand_id
$$;
--> statement-breakpoint
-- Shipments and reversals of shipments per UTC day, site and recipient, with their units and value at each lot's
-- cost (units of lots without a cost apart): the Shipments Report sums these few rows instead of a period's lines.
-- A document is counted when it is posted, before its lines: so a posting takes its recipient's row first, and two
-- postings that share it queue before taking any product's row (no deadlock with the product summaries).
CREATE TABLE "stock_shipment_days" (
	"day" date NOT NULL,
	"inventory_site_id" integer NOT NULL REFERENCES "inventory_sites"("id"),
	"demand_kind" varchar(20) NOT NULL,
	"home_delivery" boolean NOT NULL,
	"recipient_id" integer NOT NULL,
	"shipments" integer NOT NULL DEFAULT 0,
	"reversed" integer NOT NULL DEFAULT 0,
	"units" bigint NOT NULL DEFAULT 0,
	"value" numeric NOT NULL DEFAULT 0,
	"uncosted" bigint NOT NULL DEFAULT 0,
	CONSTRAINT "stock_shipment_days_pkey" PRIMARY KEY ("day", "inventory_site_id", "demand_kind", "home_delivery", "recipient_id")
);
--> statement-breakpoint
CREATE FUNCTION "record_stock_shipment"() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
BEGIN
	INSERT INTO stock_shipment_days AS s (day, inventory_site_id, demand_kind, home_delivery, recipient_id, shipments, reversed)
	SELECT (NEW.occurred_at AT TIME ZONE 'UTC')::date, NEW.inventory_site_id, r.demand_kind, r.home_delivery, r.recipient_id,
		(NEW.kind = 'shipment')::int, (NEW.kind = 'reversal')::int
	FROM stock_shipment_recipient(NEW.id) r
	ON CONFLICT (day, inventory_site_id, demand_kind, home_delivery, recipient_id)
	DO UPDATE SET shipments = s.shipments + EXCLUDED.shipments, reversed = s.reversed + EXCLUDED.reversed;
	RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "stock_documents_shipment_days" AFTER INSERT ON "stock_documents"
	FOR EACH ROW WHEN (NEW.kind IN ('shipment', 'reversal')) EXECUTE FUNCTION "record_stock_shipment"();
--> statement-breakpoint
-- Each line into its product's day and, when its document is a shipment or a reversal of one, its recipient's day:
-- one trigger, so the line's document and lot are read once.
CREATE FUNCTION "record_stock_ledger_line"() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
DECLARE
	moved_on date := (NEW.occurred_at AT TIME ZONE 'UTC')::date;
	document stock_documents%ROWTYPE;
	lot stock_lots%ROWTYPE;
BEGIN
	SELECT * INTO document FROM stock_documents WHERE id = NEW.document_id;
	SELECT * INTO lot FROM stock_lots WHERE id = NEW.lot_id;
	INSERT INTO stock_ledger_days AS s (inventory_site_id, ndc_product_id, day, kind, quantity)
	VALUES (lot.inventory_site_id, lot.ndc_product_id, moved_on, document.kind, NEW.quantity)
	ON CONFLICT (inventory_site_id, ndc_product_id, day, kind) DO UPDATE SET quantity = s.quantity + EXCLUDED.quantity;
	IF document.kind IN ('shipment', 'reversal') THEN
		INSERT INTO stock_shipment_days AS s (day, inventory_site_id, demand_kind, home_delivery, recipient_id, units, value,
			uncosted)
		SELECT moved_on, document.inventory_site_id, r.demand_kind, r.home_delivery, r.recipient_id, -NEW.quantity,
			coalesce(-NEW.quantity * lot.unit_cost, 0), CASE WHEN lot.unit_cost IS NULL THEN -NEW.quantity ELSE 0 END
		FROM stock_shipment_recipient(document.id) r
		ON CONFLICT (day, inventory_site_id, demand_kind, home_delivery, recipient_id)
		DO UPDATE SET units = s.units + EXCLUDED.units, value = s.value + EXCLUDED.value, uncosted = s.uncosted + EXCLUDED.uncosted;
	END IF;
	RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "stock_movements_ledger_summaries" AFTER INSERT ON "stock_movements"
	FOR EACH ROW EXECUTE FUNCTION "record_stock_ledger_line"();
--> statement-breakpoint
-- A lot's cost changed: what it shipped is valued at the new cost (the report values stock at each lot's cost).
CREATE FUNCTION "revalue_stock_shipments"() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
BEGIN
	UPDATE stock_shipment_days s
	SET value = s.value + x.units * (coalesce(NEW.unit_cost, 0) - coalesce(OLD.unit_cost, 0)),
		uncosted = s.uncosted + x.units * ((NEW.unit_cost IS NULL)::int - (OLD.unit_cost IS NULL)::int)
	FROM (
		SELECT (d.occurred_at AT TIME ZONE 'UTC')::date AS day, d.inventory_site_id, r.demand_kind, r.home_delivery,
			r.recipient_id, -sum(mv.quantity) AS units
		FROM stock_movements mv JOIN stock_documents d ON d.id = mv.document_id
		CROSS JOIN LATERAL stock_shipment_recipient(d.id) r
		WHERE mv.lot_id = NEW.id AND d.kind IN ('shipment', 'reversal')
		GROUP BY 1, 2, 3, 4, 5) x
	WHERE (s.day, s.inventory_site_id, s.demand_kind, s.home_delivery, s.recipient_id)
		= (x.day, x.inventory_site_id, x.demand_kind, x.home_delivery, x.recipient_id);
	RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "stock_lots_revalue_shipments" AFTER UPDATE OF "unit_cost" ON "stock_lots"
	FOR EACH ROW WHEN (OLD.unit_cost IS DISTINCT FROM NEW.unit_cost) EXECUTE FUNCTION "revalue_stock_shipments"();
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
	DELETE FROM stock_shipment_days;
	INSERT INTO stock_shipment_days (day, inventory_site_id, demand_kind, home_delivery, recipient_id, shipments, reversed,
		units, value, uncosted)
	SELECT (d.occurred_at AT TIME ZONE 'UTC')::date, d.inventory_site_id, r.demand_kind, r.home_delivery, r.recipient_id,
		sum(t.shipments), sum(t.reversed), sum(t.units), sum(t.value), sum(t.uncosted)
	FROM stock_documents d
	CROSS JOIN LATERAL stock_shipment_recipient(d.id) r
	JOIN (
		SELECT d.id AS document_id, (d.kind = 'shipment')::int AS shipments, (d.kind = 'reversal')::int AS reversed,
			0::bigint AS units, 0::numeric AS value, 0::bigint AS uncosted
		FROM stock_documents d WHERE d.kind IN ('shipment', 'reversal')
		UNION ALL
		SELECT mv.document_id, 0, 0, -sum(mv.quantity), coalesce(-sum(mv.quantity * l.unit_cost), 0),
			coalesce(-sum(mv.quantity) FILTER (WHERE l.unit_cost IS NULL), 0)
		FROM stock_movements mv JOIN stock_lots l ON l.id = mv.lot_id
		JOIN stock_documents d ON d.id = mv.document_id AND d.kind IN ('shipment', 'reversal')
		GROUP BY mv.document_id) t ON t.document_id = d.id
	WHERE d.kind IN ('shipment', 'reversal')
	GROUP BY 1, 2, 3, 4, 5;
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION "rebuild_stock_ledger_summaries"() FROM PUBLIC;
--> statement-breakpoint
SELECT rebuild_stock_ledger_summaries();
--> statement-breakpoint
-- The reports plan on these at once (autovacuum would analyze them only later).
ANALYZE stock_lots, stock_ledger_days, stock_shipment_days;
