-- The stock counts list filters by inventory site, newest first.
CREATE INDEX "stock_counts_site_started_idx" ON "stock_counts" ("inventory_site_id", "started_at", "id");
