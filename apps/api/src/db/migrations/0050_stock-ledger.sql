-- Decision 098: stock as lots and an append-only movement ledger. Quantities are integer units of the product's
-- dispensing unit; a lot's on_hand changes only through its movements (apply_stock_movement).
ALTER TABLE "ndc_products"
	ADD COLUMN "dispensing_unit" varchar(20) NOT NULL DEFAULT 'each',
	ADD COLUMN "pack_size" integer NOT NULL DEFAULT 1 CHECK ("pack_size" BETWEEN 1 AND 1000000);
--> statement-breakpoint
CREATE TABLE "stock_reasons" (
	"code" varchar(30) PRIMARY KEY,
	"label" varchar(100) NOT NULL,
	-- 'in': only adds stock, 'out': only takes it, 'both': either (a lot correction).
	"direction" varchar(4) NOT NULL CHECK ("direction" IN ('in', 'out', 'both')),
	"is_active" boolean NOT NULL DEFAULT true
);
--> statement-breakpoint
INSERT INTO "stock_reasons" ("code", "label", "direction") VALUES
	('received', 'Received from supplier', 'in'),
	('opening', 'Opening balance', 'in'),
	('damaged', 'Damaged', 'out'),
	('expired', 'Expired', 'out'),
	('found', 'Found', 'in'),
	('missing', 'Missing', 'out'),
	('theft_loss', 'Theft or loss', 'out'),
	('lot_correction', 'Lot correction', 'both'),
	('returned_to_supplier', 'Returned to supplier', 'out'),
	('destroyed', 'Destroyed', 'out'),
	('count_variance', 'Count variance', 'both'),
	('transfer', 'Transfer between sites', 'both'),
	('dispensed', 'Dispensed (shipment)', 'out'),
	('repack', 'Repackaging', 'both'),
	('donation', 'Donation intake', 'in'),
	('reversal', 'Reversal of a posted document', 'both');
--> statement-breakpoint
CREATE TABLE "stock_lots" (
	"id" serial PRIMARY KEY,
	"inventory_site_id" integer NOT NULL REFERENCES "inventory_sites"("id"),
	"ndc_product_id" integer NOT NULL REFERENCES "ndc_products"("id"),
	"lot_number" varchar(20) NOT NULL CHECK ("lot_number" <> ''),
	"expiry_date" date,
	"bin" varchar(30),
	"unit_cost" numeric(12, 4) CHECK ("unit_cost" >= 0),
	"source_kind" varchar(12) NOT NULL
		CHECK ("source_kind" IN ('supplier', 'donor', 'manufacturer', 'repack', 'opening')),
	"source_name" varchar(200),
	"status" varchar(10) NOT NULL DEFAULT 'available'
		CHECK ("status" IN ('available', 'on_hold', 'quarantine', 'recalled', 'expired', 'damaged')),
	"on_hand" integer NOT NULL DEFAULT 0 CHECK ("on_hand" >= 0),
	"allocated" integer NOT NULL DEFAULT 0 CHECK ("allocated" >= 0),
	"created_at" timestamp with time zone NOT NULL DEFAULT now(),
	CONSTRAINT "stock_lots_allocated_within_on_hand" CHECK ("allocated" <= "on_hand"),
	CONSTRAINT "stock_lots_site_product_lot_unique" UNIQUE ("inventory_site_id", "ndc_product_id", "lot_number")
);
--> statement-breakpoint
-- First-expiry-first-out picks and the stock page read a product's lots at a site in expiry order.
CREATE INDEX "stock_lots_fefo_idx" ON "stock_lots" ("ndc_product_id", "inventory_site_id", "expiry_date", "id");
--> statement-breakpoint
CREATE TABLE "stock_documents" (
	"id" serial PRIMARY KEY,
	"kind" varchar(12) NOT NULL CHECK ("kind" IN ('receipt', 'adjustment', 'transfer_out', 'transfer_in', 'count',
		'shipment', 'repack_out', 'repack_in', 'donation', 'opening', 'reversal')),
	"inventory_site_id" integer NOT NULL REFERENCES "inventory_sites"("id"),
	"reference" varchar(100),
	-- A document is reversed at most once.
	"reverses_document_id" integer UNIQUE REFERENCES "stock_documents"("id"),
	-- A transfer's out and in documents name each other's pair (the in document names its out document).
	"linked_document_id" integer REFERENCES "stock_documents"("id"),
	"note" varchar(500),
	-- What the stock was for (a refill shipment, a county order…): a recall finds who received a lot through it.
	"demand_kind" varchar(20),
	"demand_id" integer,
	"posted_by" integer REFERENCES "users"("id"),
	"occurred_at" timestamp with time zone NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL DEFAULT now(),
	CONSTRAINT "stock_documents_demand_pair" CHECK (("demand_kind" IS NULL) = ("demand_id" IS NULL)),
	CONSTRAINT "stock_documents_reversal_kind" CHECK (("kind" = 'reversal') = ("reverses_document_id" IS NOT NULL))
);
--> statement-breakpoint
CREATE INDEX "stock_documents_demand_idx" ON "stock_documents" ("demand_kind", "demand_id") WHERE "demand_kind" IS NOT NULL;
--> statement-breakpoint
-- Units set aside for a demand that has not shipped yet; a lot's allocated is the sum of its allocations.
CREATE TABLE "stock_allocations" (
	"id" serial PRIMARY KEY,
	"lot_id" integer NOT NULL REFERENCES "stock_lots"("id"),
	"demand_kind" varchar(20) NOT NULL,
	"demand_id" integer NOT NULL,
	"quantity" integer NOT NULL CHECK ("quantity" > 0),
	"created_at" timestamp with time zone NOT NULL DEFAULT now(),
	CONSTRAINT "stock_allocations_lot_demand_unique" UNIQUE ("demand_kind", "demand_id", "lot_id")
);
--> statement-breakpoint
CREATE INDEX "stock_allocations_lot_idx" ON "stock_allocations" ("lot_id");
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" bigserial PRIMARY KEY,
	"document_id" integer NOT NULL REFERENCES "stock_documents"("id"),
	"lot_id" integer NOT NULL REFERENCES "stock_lots"("id"),
	"quantity" integer NOT NULL CHECK ("quantity" <> 0),
	"reason_code" varchar(30) NOT NULL REFERENCES "stock_reasons"("code"),
	"posted_by" integer REFERENCES "users"("id"),
	"occurred_at" timestamp with time zone NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
-- A lot's ledger page in time order with its running balance; the drift check sums by lot.
CREATE INDEX "stock_movements_lot_idx" ON "stock_movements" ("lot_id", "occurred_at", "id") INCLUDE ("quantity");
--> statement-breakpoint
CREATE INDEX "stock_movements_document_idx" ON "stock_movements" ("document_id");
--> statement-breakpoint
-- The only way on_hand changes: owned by the owner role, so the application role needs no UPDATE on the column.
CREATE FUNCTION "apply_stock_movement"() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
BEGIN
	UPDATE stock_lots SET on_hand = on_hand + NEW.quantity WHERE id = NEW.lot_id;
	RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "stock_movements_apply" AFTER INSERT ON "stock_movements"
	FOR EACH ROW EXECUTE FUNCTION "apply_stock_movement"();
--> statement-breakpoint
-- A lot starts empty: its stock arrives through the ledger (the application role has no UPDATE on on_hand).
CREATE FUNCTION "stock_lot_starts_empty"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW.on_hand <> 0 OR NEW.allocated <> 0 THEN
		RAISE EXCEPTION 'A stock lot starts empty: receive its stock through the ledger.' USING ERRCODE = 'check_violation';
	END IF;
	RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "stock_lots_start_empty" BEFORE INSERT ON "stock_lots"
	FOR EACH ROW EXECUTE FUNCTION "stock_lot_starts_empty"();
--> statement-breakpoint
-- History is history: a posted document or line is corrected by a reversal, never changed or removed.
CREATE FUNCTION "refuse_ledger_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'The stock ledger is append-only: post a reversal instead of changing %.', TG_TABLE_NAME
		USING ERRCODE = 'insufficient_privilege';
END $$;
--> statement-breakpoint
CREATE TRIGGER "stock_movements_append_only" BEFORE UPDATE OR DELETE ON "stock_movements"
	FOR EACH ROW EXECUTE FUNCTION "refuse_ledger_change"();
--> statement-breakpoint
CREATE TRIGGER "stock_documents_append_only" BEFORE UPDATE OR DELETE ON "stock_documents"
	FOR EACH ROW EXECUTE FUNCTION "refuse_ledger_change"();
--> statement-breakpoint
CREATE TRIGGER "stock_movements_no_truncate" BEFORE TRUNCATE ON "stock_movements"
	FOR EACH STATEMENT EXECUTE FUNCTION "refuse_ledger_change"();
--> statement-breakpoint
CREATE TRIGGER "stock_documents_no_truncate" BEFORE TRUNCATE ON "stock_documents"
	FOR EACH STATEMENT EXECUTE FUNCTION "refuse_ledger_change"();
--> statement-breakpoint
-- Every lot whose on_hand differs from the sum of its ledger lines (the nightly check expects none).
CREATE FUNCTION "stock_drift"() RETURNS TABLE ("lot_id" integer, "on_hand" integer, "ledger" bigint)
LANGUAGE sql STABLE AS $$
	SELECT l.id, l.on_hand, coalesce(m.total, 0)
	FROM stock_lots l
	LEFT JOIN (SELECT sm.lot_id, sum(sm.quantity) AS total FROM stock_movements sm GROUP BY sm.lot_id) m ON m.lot_id = l.id
	WHERE l.on_hand <> coalesce(m.total, 0)
	ORDER BY l.id
$$;
