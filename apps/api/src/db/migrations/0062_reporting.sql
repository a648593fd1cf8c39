-- Decision 113: reports read the ledger by time (the lines since a period's start, the last 90 days' usage).
-- Lines are appended in roughly the order they happen (backdating is bounded), so a BRIN index answers those
-- ranges for a few pages of index on millions of lines, at almost no cost to posting.
CREATE INDEX "stock_movements_occurred_at_brin" ON "stock_movements" USING brin ("occurred_at");
--> statement-breakpoint
-- Report subscriptions: a user's report, its filters and how often it is delivered (decision 113).
CREATE TABLE "report_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"report" varchar(50) NOT NULL,
	"frequency" varchar(10) NOT NULL CHECK ("frequency" IN ('daily', 'weekly', 'monthly')),
	"filters" jsonb NOT NULL,
	"next_delivery_on" date NOT NULL,
	"last_delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "report_subscriptions_user_idx" ON "report_subscriptions" ("user_id", "id");
--> statement-breakpoint
CREATE INDEX "report_subscriptions_due_idx" ON "report_subscriptions" ("next_delivery_on");
--> statement-breakpoint
-- Audited under the user, like the user's notification settings, so the changes show in the user's audit history.
CREATE TRIGGER report_subscriptions_audit AFTER INSERT OR UPDATE OR DELETE ON "report_subscriptions"
  FOR EACH ROW EXECUTE FUNCTION audit_row_change('1', 'Admin', 'User', 'user_id', 'false', 'next_delivery_on,last_delivered_at,created_at', '');
--> statement-breakpoint
-- Units used per site, product and day (UTC, as the ledger's days): shipped, and bulk taken into repacks, less what
-- reversals gave back. Kept by the ledger's own insert trigger, so reports read a product's 90-day usage from a few
-- dozen rows instead of every line of 90 days (decision 113); the application role only reads it.
CREATE TABLE "stock_consumption_days" (
	"inventory_site_id" integer NOT NULL REFERENCES "inventory_sites"("id"),
	"ndc_product_id" integer NOT NULL REFERENCES "ndc_products"("id"),
	"day" date NOT NULL,
	"units" integer NOT NULL,
	CONSTRAINT "stock_consumption_days_pkey" PRIMARY KEY ("inventory_site_id", "ndc_product_id", "day")
);
--> statement-breakpoint
CREATE FUNCTION "stock_consumption_of"(kind varchar, reversed_kind varchar, quantity integer) RETURNS integer
LANGUAGE sql IMMUTABLE AS $$
	SELECT CASE
		WHEN coalesce(reversed_kind, kind) = 'shipment' THEN -quantity
		WHEN kind = 'repack' AND quantity < 0 THEN -quantity
		WHEN kind = 'reversal' AND reversed_kind = 'repack' AND quantity > 0 THEN -quantity
		ELSE 0 END
$$;
--> statement-breakpoint
CREATE FUNCTION "record_stock_consumption"() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
DECLARE
	used integer;
BEGIN
	SELECT stock_consumption_of(d.kind, r.kind, NEW.quantity) INTO used
	FROM stock_documents d LEFT JOIN stock_documents r ON r.id = d.reverses_document_id
	WHERE d.id = NEW.document_id;
	IF used <> 0 THEN
		INSERT INTO stock_consumption_days AS c (inventory_site_id, ndc_product_id, day, units)
		SELECT l.inventory_site_id, l.ndc_product_id, (NEW.occurred_at AT TIME ZONE 'UTC')::date, used
		FROM stock_lots l WHERE l.id = NEW.lot_id
		ON CONFLICT (inventory_site_id, ndc_product_id, day) DO UPDATE SET units = c.units + EXCLUDED.units;
	END IF;
	RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "stock_movements_consumption" AFTER INSERT ON "stock_movements"
	FOR EACH ROW EXECUTE FUNCTION "record_stock_consumption"();
--> statement-breakpoint
INSERT INTO stock_consumption_days (inventory_site_id, ndc_product_id, day, units)
SELECT l.inventory_site_id, l.ndc_product_id, (mv.occurred_at AT TIME ZONE 'UTC')::date,
	sum(stock_consumption_of(d.kind, r.kind, mv.quantity))
FROM stock_movements mv
JOIN stock_documents d ON d.id = mv.document_id
LEFT JOIN stock_documents r ON r.id = d.reverses_document_id
JOIN stock_lots l ON l.id = mv.lot_id
GROUP BY 1, 2, 3
HAVING sum(stock_consumption_of(d.kind, r.kind, mv.quantity)) <> 0;
