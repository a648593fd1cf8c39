import { z } from 'zod';
import { envelopeSchema } from './envelope.ts';
import { text } from './fields.ts';

/**
 * The system update countdown (spec document 1 §2.2, §4.5; decision 042): one scheduled update at a time,
 * which every signed-in browser counts down to.
 */
export const systemUpdateMessages = {
  dateRequired: 'Update Date is required.',
  dateInPast: 'Update Date must be in the future.',
  messageTooLong: 'Message cannot be longer than 500 characters.',
  saved: 'System update scheduled.',
  cleared: 'System update cleared.',
} as const;
const m = systemUpdateMessages;

export const systemUpdateSchema = z.object({
  /** ISO instant of the update. */
  scheduledDate: z.string(),
  message: z.string(),
});
export type SystemUpdate = z.infer<typeof systemUpdateSchema>;

/** GET api/Administration/SystemUpdate/Get: the scheduled update, or null when none is. */
export const systemUpdateResponseSchema = systemUpdateSchema.nullable();

/** POST api/Administration/SystemUpdate/Save. Whether the date is still ahead is checked by the server. */
export const systemUpdateFormSchema = z.object({
  scheduledDate: z.iso
    .datetime({ offset: true, error: () => m.dateRequired })
    .refine((v) => !Number.isNaN(Date.parse(v)), m.dateRequired),
  message: text({ max: 500, tooLong: m.messageTooLong }).default(''),
});
export type SystemUpdateForm = z.input<typeof systemUpdateFormSchema>;

export const systemUpdateSaveResponseSchema = envelopeSchema(z.null(), systemUpdateSchema);
