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
          'Count Variance Report',
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
          'Count Variance Report',
          // Patient data: a technician's, as the recall page's recipients are (an Inventory User sees it not).
          'Recall Impact Report',
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
    expect(groups[1]?.reports[0]).toMatchObject({
      routeId: 'reportHelpDesk',
      path: '/reporting/help-desk',
      title: 'Help Desk Report',
    });
    expect(groups[1]?.reports[0]?.description).toMatch(/^Tickets opened and resolved, .* survey ratings/);
  });
  it('lists the HEROS report under Programmes to a HEROS user', () => {
    expect(titles([{ module: Module.HEROS, role: Role.User }])).toEqual([['Programmes', ['HEROS Report']]]);
  });
  it('lists the Rx Connects report beside the monthly report to an Rx Connects administrator', () => {
    expect(titles([{ module: Module.RxConnects, role: Role.RxConnectsAdmin }])).toEqual([
      ['Programmes', ['Rx Connects Report', 'Monthly Dispensing Report']],
    ]);
  });
  it('lists the formula report under Programmes to the formula programme’s staff', () => {
    expect(titles([{ module: Module.MetabolicFormula, role: Role.User }])).toEqual([
      ['Programmes', ['Formula Shipments Report']],
    ]);
  });
  it('keeps a report from a role below its route', () => {
    expect(titles([{ module: Module.RxConnects, role: Role.User }])).toEqual([]);
  });
  it('lists nothing without rights', () => {
    expect(openReports([])).toEqual([]);
    expect(openReports(null)).toEqual([]);
  });
});
