import { Module, Role } from '@homer/contracts/access';
import { describe, expect, it } from 'vitest';
import { openReports } from './report-catalogue.ts';

const titles = (access: Parameters<typeof openReports>[0]) =>
  openReports(access).map((group) => [group.area, group.reports.map((r) => r.title)]);

describe('openReports', () => {
  it('lists the stock reports to an inventory user, under Stock', () => {
    expect(titles([{ module: Module.Inventory, role: Role.User }])).toEqual([
      [
        'Stock',
        [
          'Stock Ledger Report',
          'Expiring Stock Report',
          'Stock Usage Report',
          'Adjustments and Waste Report',
          'Shipments Report',
        ],
      ],
    ]);
  });
  it('lists the repack report to a CI user, beside the stock reports when they have Inventory too', () => {
    expect(titles([{ module: Module.CI, role: Role.User }])).toEqual([['Stock', ['Repack Yield Report']]]);
    expect(
      titles([
        { module: Module.CI, role: Role.Technician },
        { module: Module.Inventory, role: Role.Technician },
      ]),
    ).toEqual([
      [
        'Stock',
        [
          'Stock Ledger Report',
          'Expiring Stock Report',
          'Stock Usage Report',
          'Adjustments and Waste Report',
          'Shipments Report',
          'Repack Yield Report',
        ],
      ],
    ]);
  });
  it('lists each area a user has, in the catalogue order, with the route path and description', () => {
    const groups = openReports([
      { module: Module.HelpDesk, role: Role.User },
      { module: Module.RxConnects, role: Role.Pharmacist },
    ]);
    expect(groups.map((g) => g.area)).toEqual(['Programmes', 'Help Desk']);
    expect(groups[0]?.reports[0]).toMatchObject({
      routeId: 'rxMonthlyDispensing',
      path: '/rxconnects/reports/monthly-dispensing',
      title: 'Monthly Dispensing Report',
    });
    expect(groups[1]?.reports[0]?.description).toBe('Satisfaction survey answers by month and category.');
  });
  it('keeps a report from a role below its route', () => {
    expect(titles([{ module: Module.RxConnects, role: Role.User }])).toEqual([]);
  });
  it('lists nothing without rights', () => {
    expect(openReports([])).toEqual([]);
    expect(openReports(null)).toEqual([]);
  });
});
