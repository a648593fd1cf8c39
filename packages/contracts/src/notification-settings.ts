import { z } from 'zod';
import { can, Module, type ModuleAccess, type ModuleRule, Role } from './access.ts';
import { type BusinessAreaCode, businessAreaName } from './business-area.ts';
import { envelopeSchema } from './envelope.ts';
import { id, isStorableText } from './fields.ts';

/**
 * The notifications tab of the user edit page (decision 044): per notification type, whether the user gets it
 * in the app, as a push and by email. The catalogue below is the list of types; the database stores only a
 * user's overrides of a type's default channels, so a type added here reaches everyone at its defaults.
 */

export const notificationChannels = ['inApp', 'push', 'email'] as const;
export type NotificationChannel = (typeof notificationChannels)[number];
export type NotificationChannels = Record<NotificationChannel, boolean>;

export const channelLabels: Record<NotificationChannel, string> = {
  inApp: 'In-app',
  push: 'Push',
  email: 'Email',
};

export type NotificationType = {
  /** Stable: stored in user_notification_settings and passed to notify(); never rename one. */
  key: string;
  businessArea: BusinessAreaCode;
  label: string;
  description: string;
  defaults: NotificationChannels;
  /** Who can receive it: a module at a minimum role, or every signed-in user. */
  audience: ModuleRule | 'signedIn';
};

const all: NotificationChannels = { inApp: true, push: true, email: true };

export const notificationTypes = [
  {
    key: 'helpdesk.ticket-assigned',
    businessArea: 7,
    label: 'Ticket assigned to me',
    description: 'A help-desk ticket is assigned to you.',
    defaults: all,
    audience: { module: Module.HelpDesk, minRole: Role.User },
  },
  {
    key: 'helpdesk.ticket-submitted',
    businessArea: 7,
    label: 'Ticket submitted',
    description: 'Someone submits a new help-desk ticket (Support Admins).',
    defaults: all,
    audience: { module: Module.HelpDesk, minRole: Role.SystemAdmin },
  },
  {
    key: 'helpdesk.ticket-reply',
    businessArea: 7,
    label: 'Requester replied to a ticket',
    description: 'The requester of a ticket assigned to you (or unassigned, for Support Admins) replies.',
    defaults: all,
    audience: { module: Module.HelpDesk, minRole: Role.User },
  },
  {
    key: 'heros.application-submitted',
    businessArea: 3,
    label: 'HEROS application submitted',
    description: 'An agency submits a HEROS application for review.',
    defaults: { inApp: true, push: false, email: true },
    audience: { module: Module.HEROS, minRole: Role.Manager },
  },
  {
    key: 'rx-connects.application-submitted',
    businessArea: 8,
    label: 'Rx Connects application submitted',
    description: 'A repository or donor submits an Rx Connects application.',
    defaults: { inApp: true, push: false, email: true },
    audience: { module: Module.RxConnects, minRole: Role.RxConnectsAdmin },
  },
  {
    key: 'admin.pfs-registration-submitted',
    businessArea: 1,
    label: 'PFS registration submitted',
    description: 'Someone registers through the pharmacy forms system and waits for approval.',
    defaults: { inApp: true, push: false, email: true },
    audience: { module: Module.Admin, minRole: Role.UserAdmin },
  },
  {
    key: 'pharmacy.home-delivery-submitted',
    businessArea: 6,
    label: 'Home-delivery refill requested',
    description: 'A patient asks for a home-delivery refill.',
    defaults: { inApp: true, push: false, email: false },
    audience: { module: Module.Inventory, minRole: Role.Technician },
  },
  {
    key: 'pharmacy.stock-recalled',
    businessArea: 6,
    label: 'Stock recalled',
    description:
      'An FDA recall names a lot your facility holds: the lot is set to Recalled and cannot be dispensed.',
    defaults: { inApp: true, push: true, email: true },
    audience: { module: Module.Inventory, minRole: Role.Technician },
  },
  {
    key: 'metabolic-formula.recertification-due',
    businessArea: 4,
    label: 'Formula recertification due',
    // 30: mfRecertifyWarningDays (metabolic-formula.ts, kept out of this module's imports for the shell's weight).
    description:
      "A metabolic formula patient's eligibility lapses within 30 days: their orders stop at lapse unless the patient is recertified.",
    defaults: { inApp: true, push: false, email: true },
    audience: { module: Module.MetabolicFormula, minRole: Role.User },
  },
  {
    key: 'icq.review-answered',
    businessArea: 1,
    label: 'Review visit answered',
    description:
      'The reviewer approves or declines the proposed time of a review you scheduled, or its feedback arrives.',
    defaults: { inApp: true, push: false, email: true },
    audience: { module: 'any', minRole: Role.Manager },
  },
  {
    key: 'ba.budget-over-notification-level',
    businessArea: 9,
    label: 'Budget over its notification level',
    description: "A budget's spending passes the notification level set on it.",
    defaults: all,
    audience: { module: Module.BA, minRole: Role.Manager },
  },
  {
    key: 'admin.scheduled-job-failed',
    businessArea: 1,
    label: 'Scheduled job failed',
    description: 'A scheduled job (Quartz History) ends with an error.',
    defaults: { inApp: true, push: true, email: false },
    audience: { module: Module.Admin, minRole: Role.SystemAdmin },
  },
  {
    key: 'account.inactive-account-warning',
    businessArea: 10,
    label: 'Account about to be disabled',
    description: 'Your account has not been used for a while and will be disabled unless you sign in.',
    defaults: { inApp: true, push: false, email: true },
    audience: 'signedIn',
  },
  {
    key: 'reports.report-delivered',
    businessArea: 10,
    label: 'Report delivered',
    description:
      'A report you subscribed to is delivered: its headline figures and a link to it (decision 113).',
    defaults: { inApp: true, push: false, email: true },
    audience: 'signedIn',
  },
  {
    key: 'chat.message-received',
    businessArea: 10,
    label: 'Chat message',
    description: 'Someone writes in a chat room you are in while you do not have it open.',
    defaults: { inApp: true, push: true, email: false },
    audience: 'signedIn',
  },
] as const satisfies readonly NotificationType[];

export type NotificationTypeKey = (typeof notificationTypes)[number]['key'];

export function notificationType(key: string): NotificationType | undefined {
  return notificationTypes.find((t) => t.key === key);
}

/** Whether a user with this access can receive the type (and so sees and may save its settings). */
export function receives(access: readonly ModuleAccess[], type: NotificationType): boolean {
  return type.audience === 'signedIn' || can(access, type.audience.module, type.audience.minRole);
}

export const notificationSettingSchema = z.object({
  key: z.string(),
  label: z.string(),
  description: z.string(),
  businessArea: z.number().int(),
  businessAreaName: z.string(),
  inApp: z.boolean(),
  push: z.boolean(),
  email: z.boolean(),
  /** No override stored: the catalogue's defaults apply. */
  isDefault: z.boolean(),
});
export type NotificationSetting = z.infer<typeof notificationSettingSchema>;

/**
 * The types the user can receive, in catalogue order (grouped by business area on the page), each with the
 * user's stored override or else the type's defaults. Overrides of types the user can no longer receive stay
 * stored but are not listed: they apply again if the access comes back.
 */
export function mergeSettings(
  access: readonly ModuleAccess[],
  overrides: ReadonlyMap<string, NotificationChannels>,
): NotificationSetting[] {
  return [...notificationTypes]
    .filter((type) => receives(access, type))
    .sort((a, b) => a.businessArea - b.businessArea)
    .map((type) => {
      const override = overrides.get(type.key);
      const channels = override ?? type.defaults;
      return {
        key: type.key,
        label: type.label,
        description: type.description,
        businessArea: type.businessArea,
        businessAreaName: businessAreaName(type.businessArea),
        inApp: channels.inApp,
        push: channels.push,
        email: channels.email,
        isDefault: override === undefined,
      };
    });
}

export const notificationSettingsMessages = {
  unknownType: 'Unknown notification type.',
  notReceived: 'This user does not receive this notification type.',
  duplicate: 'Each notification type can be saved only once.',
  channel: 'In-app, Push and Email must each be on or off.',
  saved: 'Notification settings saved.',
} as const;

export const notificationSettingsSchema = z.object({
  userId: z.number().int(),
  settings: z.array(notificationSettingSchema),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;
export const notificationSettingsResponseSchema = envelopeSchema(notificationSettingsSchema, z.null());

const channel = z.boolean({ message: notificationSettingsMessages.channel });

/** POST api/Administration/Users/SaveNotificationSettings: the rows shown (all of them, or only the changed). */
export const saveNotificationSettingsSchema = z.object({
  userId: id(),
  settings: z
    .array(
      z.object({
        key: z
          .string({ message: notificationSettingsMessages.unknownType })
          .max(100, notificationSettingsMessages.unknownType)
          .refine(isStorableText, notificationSettingsMessages.unknownType)
          .refine((key) => notificationType(key) !== undefined, notificationSettingsMessages.unknownType),
        inApp: channel,
        push: channel,
        email: channel,
      }),
    )
    .max(notificationTypes.length, notificationSettingsMessages.duplicate)
    .refine(
      (rows) => new Set(rows.map((r) => r.key)).size === rows.length,
      notificationSettingsMessages.duplicate,
    ),
});
export type SaveNotificationSettings = z.infer<typeof saveNotificationSettingsSchema>;
