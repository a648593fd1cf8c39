import { z } from 'zod';

/** One changed field of one record, as the record's own audit history shows it. */
export const entityAuditRowSchema = z.object({
  id: z.number().int(),
  dateChanged: z.string(),
  field: z.string(),
  changedFrom: z.string().nullable(),
  changedTo: z.string().nullable(),
  changedBy: z.string().nullable(),
});
export type EntityAuditRow = z.infer<typeof entityAuditRowSchema>;
export const entityAuditListSchema = z.array(entityAuditRowSchema);
