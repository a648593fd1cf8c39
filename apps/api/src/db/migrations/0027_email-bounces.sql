-- Decision 048. A mail the SMTP server permanently refused (a 5xx reply) for a recipient is a bounce: the outbox
-- row keeps when it bounced, one row per bounced recipient, so the Dashboard can tell a user whose address bounced
-- to check it (spec document 1 §2.3 "bounce alert"). Not audited, like the rest of the outbox.
ALTER TABLE "email_outbox" ADD COLUMN "bounced_at" timestamp with time zone;--> statement-breakpoint
-- The Dashboard's "latest bounce to my address": a small partial index, as few mails bounce.
CREATE INDEX "email_outbox_bounced_idx" ON "email_outbox" (lower("to_address"), "bounced_at" DESC)
  WHERE "bounced_at" IS NOT NULL;
