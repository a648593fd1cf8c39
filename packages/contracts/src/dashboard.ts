import { z } from 'zod';
import { envelopeSchema } from './envelope.ts';

/**
 * The Dashboard's own calls (spec document 1 §2.3; decision 048): what the quick-user-info and bounce alert show,
 * and the push-notification control's test push. The spec names neither call nor any of these texts.
 */
export const dashboardMessages = {
  testPushHeader: 'Test push notification',
  testPushMessage: 'Push notifications are working in this browser.',
  testPushSent: 'Test push sent.',
  bounceTitle: 'Email to you could not be delivered',
  bounceAdvice: 'Please check that your email address is correct.',
  checkEmailLink: 'Check my email address',
} as const;

export const dashboardPaths = {
  info: 'api/Dashboard/GetUserDashboardInfo',
  sendTestPush: 'api/Notification/SendTestPush',
} as const;

export const emailBounceSchema = z.object({
  address: z.string(),
  /** ISO instant. */
  bouncedAt: z.string(),
  /** The mail server's reply. */
  reason: z.string().nullable(),
});
export type EmailBounce = z.infer<typeof emailBounceSchema>;

/** GET api/Dashboard/GetUserDashboardInfo. */
export const dashboardInfoSchema = z.object({
  /** ISO instant of the sign-in before the current one; null on a first sign-in. */
  previousSignIn: z.string().nullable(),
  /** The latest bounce of mail to the user's address since it was last set; null when none. */
  bounce: emailBounceSchema.nullable(),
});
export type DashboardInfo = z.infer<typeof dashboardInfoSchema>;

/** POST api/Notification/SendTestPush. */
export const sendTestPushResponseSchema = envelopeSchema(z.null(), z.null());
