-- Issue 26 (decision 075): each index the audit list filters by ends in date_changed, id, the list's full
-- order, so a page's ids are an ordered index-only range: a jump to a deep page skips index entries instead
-- of reading, joining and testing every row before it, and each Business Area of a multi-area filter is one
-- range the page merges. The old indexes are prefixes of the new ones and go.
DROP INDEX "global_audit_area_idx";--> statement-breakpoint
DROP INDEX "global_audit_changed_by_idx";--> statement-breakpoint
DROP INDEX "global_audit_changed_by_area_idx";--> statement-breakpoint
CREATE INDEX "global_audit_area_idx" ON "global_audit" USING btree ("business_area","date_changed","id");--> statement-breakpoint
CREATE INDEX "global_audit_changed_by_idx" ON "global_audit" USING btree ("changed_by","date_changed","id");--> statement-breakpoint
CREATE INDEX "global_audit_changed_by_area_idx" ON "global_audit" USING btree ("changed_by","business_area","date_changed","id");
