import { mergeSettings } from '@homer/contracts/notification-settings';
import { describe, expect, it } from 'vitest';
import { groupByArea } from './group-by-area.ts';

describe('groupByArea', () => {
  it('makes one section per business area, keeping the server order within each', () => {
    const access = [
      { module: 'Admin', role: 'SystemAdmin' },
      { module: 'HelpDesk', role: 'User' },
    ] as const;
    const groups = groupByArea(mergeSettings(access, new Map()));
    expect(groups.map((g) => [g.name, g.settings.map((s) => s.key)])).toEqual([
      [
        'Administration',
        ['admin.pfs-registration-submitted', 'icq.review-answered', 'admin.scheduled-job-failed'],
      ],
      ['Help Desk', ['helpdesk.ticket-assigned', 'helpdesk.ticket-reply']],
      ['Account', ['account.inactive-account-warning', 'reports.report-delivered', 'chat.message-received']],
    ]);
  });
});
