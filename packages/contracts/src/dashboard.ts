import { z } from 'zod';
import { type DashboardWidgetId, dashboardWidgetIds } from './dashboard-widgets.ts';
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
  layoutSaved: 'Dashboard layout saved.',
  layoutReset: 'Dashboard reset to the default layout.',
  unknownWidget: (id: string) => `"${id}" is not a dashboard widget.`,
  widgetTwice: 'Each widget can appear only once in the layout.',
  layoutEmpty: 'The layout must list at least one widget.',
} as const;

export const dashboardPaths = {
  info: 'api/Dashboard/GetUserDashboardInfo',
  sendTestPush: 'api/Notification/SendTestPush',
  summary: 'api/Dashboard/GetDashboardSummary',
  layout: 'api/Dashboard/GetDashboardLayout',
  saveLayout: 'api/Dashboard/SaveDashboardLayout',
  resetLayout: 'api/Dashboard/ResetDashboardLayout',
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

const widgetIdSchema = z.enum(dashboardWidgetIds as [DashboardWidgetId, ...DashboardWidgetId[]], {
  error: (issue) => dashboardMessages.unknownWidget(String(issue.input)),
});

export const dashboardLayoutEntrySchema = z.object({ id: widgetIdSchema, hidden: z.boolean() });

/** POST api/Dashboard/SaveDashboardLayout: the user's widgets in display order, each shown or hidden. */
export const saveDashboardLayoutSchema = z.object({
  widgets: z
    .array(dashboardLayoutEntrySchema)
    .min(1, dashboardMessages.layoutEmpty)
    .max(dashboardWidgetIds.length, dashboardMessages.widgetTwice)
    .refine((list) => new Set(list.map((w) => w.id)).size === list.length, dashboardMessages.widgetTwice),
});
export type SaveDashboardLayout = z.infer<typeof saveDashboardLayoutSchema>;

/** GET api/Dashboard/GetDashboardLayout: the layout applied to what the user may see now. */
export const dashboardLayoutSchema = z.object({
  widgets: z.array(dashboardLayoutEntrySchema),
  /** True when the user has no saved layout (the role default shows). */
  isDefault: z.boolean(),
});
export type DashboardLayout = z.infer<typeof dashboardLayoutSchema>;

export const saveDashboardLayoutResponseSchema = envelopeSchema(z.null(), dashboardLayoutSchema);

const countSchema = z.number().int().nonnegative();

/**
 * GET api/Dashboard/GetDashboardSummary: the counts behind the work widgets, in one answer. A section (or a count
 * within one) is null when the user may not open the list it counts, so the server never sends it.
 */
export const dashboardSummarySchema = z.object({
  tickets: z
    .object({
      /** Working tickets assigned to the caller whose resolution is due within a day or overdue. */
      mineDue: countSchema,
      /** Working tickets nobody is assigned to. */
      unassigned: countSchema,
    })
    .nullable(),
  applications: z
    .object({
      herosSubmitted: countSchema.nullable(),
      rxConnectsPendingDonors: countSchema.nullable(),
      rxConnectsPendingRepositories: countSchema.nullable(),
      registrationsPending: countSchema.nullable(),
    })
    .nullable(),
  budgetsBelowLevel: z
    .array(z.object({ id: z.number().int(), name: z.string(), programName: z.string() }))
    .nullable(),
  recallsInStock: z
    .object({
      count: countSchema,
      /** The newest few, by initiation date. */
      newest: z.array(
        z.object({ id: z.number().int(), recallNumber: z.string(), productDescription: z.string() }),
      ),
    })
    .nullable(),
  orders: z
    .object({
      ciOrdered: countSchema.nullable(),
      homeDeliveryReceived: countSchema.nullable(),
      /** Metabolic formula orders not yet shipped whose period has begun (decision 111). */
      formulaDue: countSchema.nullable(),
    })
    .nullable(),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;
