DROP INDEX "global_audit_date_idx";--> statement-breakpoint
DROP INDEX "global_audit_changed_by_idx";--> statement-breakpoint
DROP INDEX "global_audit_area_idx";--> statement-breakpoint
DROP INDEX "job_history_actual_fire_idx";--> statement-breakpoint
CREATE INDEX "global_audit_date_idx" ON "global_audit" USING btree ("date_changed","id");--> statement-breakpoint
CREATE INDEX "global_audit_changed_by_idx" ON "global_audit" USING btree ("changed_by","date_changed");--> statement-breakpoint
CREATE INDEX "global_audit_area_idx" ON "global_audit" USING btree ("business_area","date_changed");--> statement-breakpoint
CREATE INDEX "job_history_actual_fire_idx" ON "job_history" USING btree ("actual_fire_time_utc","fire_instance_id");