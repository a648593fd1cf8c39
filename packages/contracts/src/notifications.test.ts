import { describe, expect, it } from 'vitest';
import { maxId } from './fields.ts';
import {
  deleteAllBodySchema,
  markAllReadBodySchema,
  notificationIdBodySchema,
  notificationListQuerySchema,
  notificationMessages,
} from './notifications.ts';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe('notification contracts', () => {
  it('lists unread by default and reads the query string', () => {
    expect(notificationListQuerySchema.parse({ type: 'Chat' })).toEqual({ type: 'Chat', unreadOnly: 'true' });
    expect(
      notificationListQuerySchema.parse({
        type: 'Notification',
        unreadOnly: 'false',
        businessArea: '9',
        before: '12',
      }),
    ).toEqual({ type: 'Notification', unreadOnly: 'false', businessArea: 9, before: 12 });
  });

  it('refuses unknown types and areas, and ids past int4', () => {
    expect(firstMessage(notificationListQuerySchema.safeParse({ type: 'Mail' }))).toBe(
      notificationMessages.unknownKind,
    );
    for (const businessArea of ['0', '11', 'x', ''])
      expect(firstMessage(notificationListQuerySchema.safeParse({ type: 'Chat', businessArea }))).toBe(
        notificationMessages.unknownArea,
      );
    expect(notificationIdBodySchema.safeParse({ userNotificationId: maxId + 1 }).success).toBe(false);
    expect(markAllReadBodySchema.safeParse({ type: 'Notification', businessAreas: [1, 0] }).success).toBe(
      false,
    );
    expect(deleteAllBodySchema.safeParse({ type: 'Notification', businessArea: 10 }).success).toBe(true);
  });
});
