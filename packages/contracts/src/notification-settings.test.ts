import { describe, expect, it } from 'vitest';
import { Module, Role } from './access.ts';
import { businessAreas } from './business-area.ts';
import {
  mergeSettings,
  notificationSettingsMessages,
  notificationTypes,
  receives,
  saveNotificationSettingsSchema,
} from './notification-settings.ts';

const keys = (rows: { key: string }[]) => rows.map((r) => r.key);

describe('the notification catalogue', () => {
  it('has unique, stable-looking keys in known business areas', () => {
    const all = notificationTypes.map((t) => t.key);
    expect(new Set(all).size).toBe(all.length);
    for (const type of notificationTypes) {
      expect(type.key).toMatch(/^[a-z-]+\.[a-z-]+$/);
      expect(type.businessArea).not.toBe(0);
      expect(businessAreas.some((b) => b.code === type.businessArea)).toBe(true);
    }
  });

  it('lists only what the access receives: everyone gets the account warning, modules add their types', () => {
    expect(keys(mergeSettings([], new Map()))).toEqual([
      'account.inactive-account-warning',
      'reports.report-delivered',
      'chat.message-received',
    ]);
    const helpDesk = mergeSettings([{ module: Module.HelpDesk, role: Role.User }], new Map());
    expect(keys(helpDesk)).toEqual([
      'helpdesk.ticket-assigned',
      'helpdesk.ticket-reply',
      'account.inactive-account-warning',
      'reports.report-delivered',
      'chat.message-received',
    ]);
    // A BA user below Manager does not get budget warnings; a SystemAdmin of Admin gets the job failures.
    const budgetWarning = notificationTypes.find((t) => t.key === 'ba.budget-over-notification-level');
    if (!budgetWarning) throw new Error('the budget warning type is missing');
    expect(receives([{ module: Module.BA, role: Role.User }], budgetWarning)).toBe(false);
    expect(receives([{ module: Module.BA, role: Role.Manager }], budgetWarning)).toBe(true);
    // Ticket submissions reach Support Admins only.
    const submitted = notificationTypes.find((t) => t.key === 'helpdesk.ticket-submitted');
    if (!submitted) throw new Error('the ticket-submitted type is missing');
    expect(receives([{ module: Module.HelpDesk, role: Role.User }], submitted)).toBe(false);
    expect(receives([{ module: Module.HelpDesk, role: Role.SystemAdmin }], submitted)).toBe(true);
    const admin = mergeSettings([{ module: Module.Admin, role: Role.SystemAdmin }], new Map());
    expect(keys(admin)).toEqual([
      'admin.pfs-registration-submitted',
      'icq.review-answered',
      'admin.scheduled-job-failed',
      'account.inactive-account-warning',
      'reports.report-delivered',
      'chat.message-received',
    ]);
  });

  it('takes an override over the defaults and says which rows are defaults', () => {
    const access = [{ module: Module.HelpDesk, role: Role.User }];
    const merged = mergeSettings(
      access,
      new Map([
        ['helpdesk.ticket-assigned', { inApp: true, push: false, email: false }],
        ['ba.budget-over-notification-level', { inApp: false, push: false, email: false }],
      ]),
    );
    expect(merged).toEqual([
      expect.objectContaining({
        key: 'helpdesk.ticket-assigned',
        businessAreaName: 'Help Desk',
        inApp: true,
        push: false,
        email: false,
        isDefault: false,
      }),
      expect.objectContaining({ key: 'helpdesk.ticket-reply', isDefault: true }),
      expect.objectContaining({
        key: 'account.inactive-account-warning',
        businessAreaName: 'Account',
        inApp: true,
        push: false,
        email: true,
        isDefault: true,
      }),
      expect.objectContaining({ key: 'reports.report-delivered', inApp: true, push: false, email: true }),
      expect.objectContaining({ key: 'chat.message-received', inApp: true, push: true, email: false }),
    ]);
  });

  it('refuses unknown keys, NUL, duplicates and non-boolean channels', () => {
    const row = { key: 'helpdesk.ticket-assigned', inApp: true, push: true, email: true };
    const message = (settings: unknown[]) => {
      const result = saveNotificationSettingsSchema.safeParse({ userId: 1, settings });
      return result.success ? null : result.error.issues[0]?.message;
    };
    expect(message([row])).toBeNull();
    expect(message([{ ...row, key: 'nope.nope' }])).toBe(notificationSettingsMessages.unknownType);
    expect(message([{ ...row, key: 'helpdesk.ticket-assigned\u0000' }])).toBe(
      notificationSettingsMessages.unknownType,
    );
    expect(message([row, row])).toBe(notificationSettingsMessages.duplicate);
    expect(message([{ ...row, push: 'yes' }])).toBe(notificationSettingsMessages.channel);
  });
});
