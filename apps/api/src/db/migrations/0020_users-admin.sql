-- Decision 040. The users list's contains-search runs on one expression, "first last user_name email", through one
-- pg_trgm GIN index (three indexes OR-ed were costed above a sequential scan, which took 100+ ms at 50,000 users),
-- and a btree index per sort (key, id) serves keyset paging. fastupdate off: users are added a few at a time, and a
-- GIN pending list (filled until autovacuum runs) made every search scan it, 100+ ms after a bulk load.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin (("first_name" || ' ' || "last_name" || ' ' || "user_name" || ' ' || "email") gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
CREATE INDEX "users_last_name_idx" ON "users" USING btree ("last_name","id");--> statement-breakpoint
CREATE INDEX "users_user_name_idx" ON "users" USING btree ("user_name","id");--> statement-breakpoint
CREATE INDEX "users_email_idx" ON "users" USING btree ("email","id");--> statement-breakpoint
-- An administrator's "Unlock": the sign-in throttle counts an account's wrong passwords only after this time.
-- A column of users, so the users audit trigger records who unlocked whom and when.
ALTER TABLE "users" ADD COLUMN "sign_in_failures_cleared_at" timestamp with time zone;
