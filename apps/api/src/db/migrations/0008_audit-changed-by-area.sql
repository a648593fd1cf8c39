CREATE INDEX "global_audit_changed_by_area_idx" ON "global_audit" USING btree ("changed_by","business_area","date_changed");--> statement-breakpoint
-- Changed By and Business Area are correlated (people work in few areas); without this the planner
-- misjudges multi-area filters and scans.
CREATE STATISTICS global_audit_changed_by_area_stats (mcv) ON changed_by, business_area FROM global_audit;
