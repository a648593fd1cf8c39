-- Decision 027. pg_trgm is a trusted extension (PostgreSQL 13+): the owner role creates it as the database's
-- owner, no superuser needed. Its GIN indexes answer the lists' ILIKE '%term%' searches; the btree indexes give
-- every sort the job history offers an index ending with the id tie-breaker, for keyset (cursor) paging.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "global_audit_rx_trgm_idx" ON "global_audit" USING gin ("rx_number" gin_trgm_ops) WHERE "global_audit"."rx_number" is not null;--> statement-breakpoint
CREATE INDEX "global_audit_search_trgm_idx" ON "global_audit" USING gin ((coalesce("record_affected", '') || ' ' || "field" || ' ' || coalesce("changed_from", '') || ' ' || coalesce("changed_to", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "job_history_job_idx" ON "job_history" USING btree ("job","fire_instance_id");--> statement-breakpoint
CREATE INDEX "job_history_scheduled_idx" ON "job_history" USING btree (coalesce("scheduled_fire_time_utc", 'infinity'),"fire_instance_id");--> statement-breakpoint
CREATE INDEX "job_history_finished_idx" ON "job_history" USING btree (coalesce("finished_time_utc", 'infinity'),"fire_instance_id");--> statement-breakpoint
CREATE INDEX "job_history_job_trgm_idx" ON "job_history" USING gin ("job" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "job_history_log_trgm_idx" ON "job_history" USING gin ("log_message" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "email_outbox_to_trgm_idx" ON "email_outbox" USING gin ("to_address" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "email_outbox_subject_trgm_idx" ON "email_outbox" USING gin ("subject" gin_trgm_ops);
