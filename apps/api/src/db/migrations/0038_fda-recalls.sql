-- Decision 059: the recall store's match with the formulary, kept on the recall so the dashboard widget reads one
-- index range. openFDA's package NDCs are also kept as digits: a formulary or stock NDC matches whatever its hyphens.
ALTER TABLE "fda_recalls" ADD COLUMN "package_ndc_digits" text[] NOT NULL DEFAULT '{}';
--> statement-breakpoint
ALTER TABLE "fda_recalls" ADD COLUMN "in_formulary" boolean NOT NULL DEFAULT false;
--> statement-breakpoint
CREATE INDEX "fda_recalls_package_ndc_digits_idx" ON "fda_recalls" USING gin ("package_ndc_digits");
--> statement-breakpoint
CREATE INDEX "fda_recalls_formulary_widget_idx" ON "fda_recalls" ("state", "status", "recall_initiation_date" DESC, "id" DESC) WHERE "in_formulary";
--> statement-breakpoint
-- The recalls page lists every state and status newest first too.
CREATE INDEX "fda_recalls_initiation_idx" ON "fda_recalls" ("recall_initiation_date" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX "fda_recalls_description_trgm_idx" ON "fda_recalls" USING gin ("product_description" gin_trgm_ops);
--> statement-breakpoint
-- Whether an active formulary product is among a recall's product NDCs (labeler-product) or package NDC digits.
CREATE FUNCTION fda_recall_in_formulary(product_ndcs text[], package_ndc_digits text[]) RETURNS boolean
LANGUAGE sql STABLE AS $$
  SELECT EXISTS (SELECT 1 FROM ndc_products p WHERE p.is_active AND p.product_ndc = ANY (product_ndcs))
      OR EXISTS (SELECT 1 FROM ndc_products p WHERE p.is_active AND p.ndc_digits = ANY (package_ndc_digits))
$$;
--> statement-breakpoint
CREATE FUNCTION fda_recalls_derive() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.package_ndc_digits := ARRAY(SELECT replace(p, '-', '') FROM unnest(NEW.package_ndcs) AS p);
  NEW.in_formulary := fda_recall_in_formulary(NEW.product_ndcs, NEW.package_ndc_digits);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER fda_recalls_derive BEFORE INSERT OR UPDATE ON "fda_recalls"
	FOR EACH ROW EXECUTE FUNCTION fda_recalls_derive();
--> statement-breakpoint
-- A formulary change re-derives the recalls naming the product's old or new NDC (GIN-indexed lookups).
CREATE FUNCTION ndc_products_rematch_recalls() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  products text[] := ARRAY[]::text[];
  digits text[] := ARRAY[]::text[];
BEGIN
  IF TG_OP <> 'INSERT' THEN
    products := products || OLD.product_ndc::text;
    digits := digits || OLD.ndc_digits::text;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    products := products || NEW.product_ndc::text;
    digits := digits || NEW.ndc_digits::text;
  END IF;
  UPDATE fda_recalls r SET in_formulary = fda_recall_in_formulary(r.product_ndcs, r.package_ndc_digits)
  WHERE r.product_ndcs && products OR r.package_ndc_digits && digits;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER ndc_products_rematch_recalls AFTER INSERT OR UPDATE OF ndc, is_active OR DELETE ON "ndc_products"
	FOR EACH ROW EXECUTE FUNCTION ndc_products_rematch_recalls();
--> statement-breakpoint
UPDATE fda_recalls SET package_ndcs = package_ndcs;
--> statement-breakpoint
-- One row per import (job or upload): where the recalls came from and how many, shown on the recalls page.
CREATE TABLE "fda_recall_imports" (
	"id" serial PRIMARY KEY,
	"source" varchar(20) NOT NULL,
	"detail" varchar(500) NOT NULL DEFAULT '',
	"records" integer NOT NULL,
	"inserted" integer NOT NULL,
	"updated" integer NOT NULL,
	"imported_by_user_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"imported_at" timestamp with time zone NOT NULL DEFAULT now(),
	CONSTRAINT "fda_recall_imports_source" CHECK ("source" IN ('openFDA', 'snapshot', 'upload'))
);
--> statement-breakpoint
CREATE INDEX "fda_recall_imports_at_idx" ON "fda_recall_imports" ("imported_at" DESC, "id" DESC);
