import { z } from 'zod';
import { queryId } from './fields.ts';

/** One row of GET api/Administration/EmailOutbox/GetList: mail kept instead of (or after failing) SMTP. */
export const outboxMessageRowSchema = z.object({
  id: z.number().int(),
  toAddress: z.string(),
  subject: z.string(),
  hasHtml: z.boolean(),
  failure: z.string().nullable(),
  createdAt: z.string(),
});
export type OutboxMessageRow = z.infer<typeof outboxMessageRowSchema>;

/** Always newest first: the outbox is read to find the mail just sent. */
export const emailOutboxSortFields = ['createdAt'] as const;

export const outboxMessageIdQuerySchema = z.object({ id: queryId() });

/** GET api/Administration/EmailOutbox/GetMessage: one message with its bodies. */
export const outboxMessageSchema = outboxMessageRowSchema.omit({ hasHtml: true }).extend({
  textBody: z.string(),
  htmlBody: z.string().nullable(),
  /**
   * The base address the links were written with when PUBLIC_BASE_URL is not set (`http://localhost:PORT`), so the
   * page can show them at the address its reader is browsing from; null when the links are the configured ones.
   */
  linkBase: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
