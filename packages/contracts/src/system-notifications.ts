import { z } from 'zod';
import { envelopeSchema } from './envelope.ts';
import { id, idOrZero, text } from './fields.ts';

/**
 * System notifications: the Dashboard's banners (spec document 1 §2.3, §3, §4.10; decision 042). SystemAdmins
 * keep them; every signed-in user sees the ones whose start/end window contains now.
 */
export const systemNotificationClasses = [
  'alert-info',
  'alert-success',
  'alert-warning',
  'alert-danger',
] as const;
export type SystemNotificationClass = (typeof systemNotificationClasses)[number];

/** How each allowed css class reads in the form's select. */
export const systemNotificationClassLabels: Record<SystemNotificationClass, string> = {
  'alert-info': 'Information (blue)',
  'alert-success': 'Success (green)',
  'alert-warning': 'Warning (yellow)',
  'alert-danger': 'Danger (red)',
};

export const systemNotificationMessages = {
  titleRequired: 'Title is required.',
  titleTooLong: 'Title cannot be longer than 200 characters.',
  messageRequired: 'Message is required.',
  messageTooLong: 'Message cannot be longer than 10000 characters.',
  messageEmpty: 'Message has no text left once unsafe HTML is removed.',
  cssRequired: 'Style is required.',
  startRequired: 'Start Date is required.',
  endRequired: 'End Date is required.',
  endBeforeStart: 'End Date must be after Start Date.',
  notFound: 'That system notification does not exist.',
  saved: 'System notification saved.',
  deleted: 'System notification deleted.',
} as const;
const m = systemNotificationMessages;

/** Spec §3 "System notification (dashboard banner)"; dates are ISO instants, the *Str forms are as shown. */
export const systemNotificationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Sanitized HTML. */
  message: z.string(),
  notificationClassCss: z.enum(systemNotificationClasses),
  startDate: z.string(),
  endDate: z.string(),
  startDateStr: z.string(),
  endDateStr: z.string(),
});
export type SystemNotification = z.infer<typeof systemNotificationSchema>;

/** A row of the admin list: the notification plus who last changed it. */
export const systemNotificationRowSchema = systemNotificationSchema.extend({
  updatedByName: z.string().nullable(),
});
export type SystemNotificationRow = z.infer<typeof systemNotificationRowSchema>;

/** An instant with its offset (what `Date.toISOString()` gives); blank and absent are "not given". */
function instant(required: string) {
  return z.iso
    .datetime({ offset: true, error: () => required })
    .refine((v) => !Number.isNaN(Date.parse(v)), required);
}

/** POST api/Administration/SystemNotification/Save: id 0 creates. The server sanitizes the message again. */
export const systemNotificationFormSchema = z
  .object({
    id: idOrZero(),
    title: text({ max: 200, required: m.titleRequired, tooLong: m.titleTooLong }),
    message: text({ max: 10_000, required: m.messageRequired, tooLong: m.messageTooLong }),
    notificationClassCss: z.enum(systemNotificationClasses, { message: m.cssRequired }),
    startDate: instant(m.startRequired),
    endDate: instant(m.endRequired),
  })
  .superRefine((form, ctx) => {
    const start = Date.parse(form.startDate);
    const end = Date.parse(form.endDate);
    if (!Number.isNaN(start) && !Number.isNaN(end) && end <= start)
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: m.endBeforeStart });
  });
export type SystemNotificationForm = z.infer<typeof systemNotificationFormSchema>;

export const systemNotificationSaveResponseSchema = envelopeSchema(z.null(), systemNotificationSchema);
/** POST api/Administration/SystemNotification/Delete. */
export const systemNotificationDeleteSchema = z.object({ id: id() });
export const systemNotificationDeleteResponseSchema = envelopeSchema(z.null(), z.null());
/** GET api/Administration/SystemNotification/CheckForSystemNotification: the active banners. */
export const activeSystemNotificationsSchema = z.array(systemNotificationSchema);
