-- Decision 091: each user's dashboard layout (widget order and which are hidden). A preference, not a record the
-- audit needs: not audited. Gone with the user.
CREATE TABLE "user_dashboard_layouts" (
	"user_id" integer PRIMARY KEY REFERENCES "users"("id") ON DELETE CASCADE,
	"widgets" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
-- The dashboard summary's counts (decision 091): budgets below their level by name, CI orders not yet received.
CREATE INDEX "budgets_below_level_idx" ON "budgets" ("name", "id") WHERE "notified_below_level" AND "is_active";
--> statement-breakpoint
CREATE INDEX "ci_orders_status_idx" ON "ci_orders" ("status", "facility_id");
