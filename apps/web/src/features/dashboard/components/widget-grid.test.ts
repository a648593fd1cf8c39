import { Module, Role } from '@homer/contracts/access';
import { defaultWidgetIds, effectiveLayout } from '@homer/contracts/dashboard-widgets';
import { describe, expect, it } from 'vitest';
import { moveWidget, setHidden } from '../lib/layout-edit.ts';
import { gridColumns, visibleWidgets, widgetsPerRow } from './widget-grid.tsx';

const ids = (list: { id: string }[]) => list.map((w) => w.id);

describe('dashboard widget grid', () => {
  it('is 12 columns with 3 widgets to a row (spec §9)', () => {
    expect(gridColumns).toBe(12);
    expect(gridColumns / widgetsPerRow).toBe(4);
  });

  it("shows the spec's widgets to the users the spec names (§6) and nothing signed out", () => {
    expect(defaultWidgetIds([])).toEqual(['notifications', 'chat']);
    expect(defaultWidgetIds([{ module: Module.Inventory, role: Role.User }])).toContain('refills');
    expect(defaultWidgetIds([{ module: Module.NDC, role: Role.User }])).toEqual(
      expect.arrayContaining(['fdaRecalls', 'recallsInStock']),
    );
    expect(visibleWidgets(effectiveLayout(null, null), null)).toEqual([]);
  });

  it('gives each work widget to the users of the list it counts', () => {
    const manager = [
      { module: Module.Admin, role: Role.Manager },
      { module: Module.BA, role: Role.Manager },
      { module: Module.HelpDesk, role: Role.Manager },
      { module: Module.Inventory, role: Role.Manager },
    ];
    expect(defaultWidgetIds(manager)).toEqual([
      'notifications',
      'chat',
      'refills',
      'ticketsDue',
      'budgetsBelowLevel',
      'ordersDue',
    ]);
    // Without the Help Desk and B&A modules, no tickets and no budgets.
    const technician = [
      { module: Module.CI, role: Role.Technician },
      { module: Module.Inventory, role: Role.Technician },
    ];
    expect(defaultWidgetIds(technician)).not.toContain('ticketsDue');
    expect(defaultWidgetIds(technician)).not.toContain('budgetsBelowLevel');
    // Applications waiting: any one of HEROS, Rx Connects or registrations (Admin at UserAdmin).
    expect(defaultWidgetIds([{ module: Module.RxConnects, role: Role.User }])).toContain(
      'applicationsWaiting',
    );
    expect(defaultWidgetIds([{ module: Module.Admin, role: Role.UserAdmin }])).toContain(
      'applicationsWaiting',
    );
    expect(defaultWidgetIds([{ module: Module.Admin, role: Role.Manager }])).not.toContain(
      'applicationsWaiting',
    );
  });

  it("follows the user's order and hides hidden widgets; new widgets join at the end", () => {
    const access = [{ module: Module.HelpDesk, role: Role.User }];
    const layout = effectiveLayout(
      [
        { id: 'ticketsDue', hidden: false },
        { id: 'notifications', hidden: true },
        { id: 'budgetsBelowLevel', hidden: false },
      ],
      access,
    );
    expect(layout).toEqual([
      { id: 'ticketsDue', hidden: false },
      { id: 'notifications', hidden: true },
      { id: 'chat', hidden: false },
    ]);
    expect(ids(visibleWidgets(layout, access))).toEqual(['ticketsDue', 'chat']);
  });

  it('moves a widget one place and stops at either end; switches hide and show', () => {
    const layout = effectiveLayout(null, []);
    expect(ids(moveWidget(layout, 1, -1))).toEqual(['chat', 'notifications']);
    expect(ids(moveWidget(layout, 0, -1))).toEqual(['notifications', 'chat']);
    expect(ids(moveWidget(layout, 1, 1))).toEqual(['notifications', 'chat']);
    expect(setHidden(layout, 'chat', true)).toEqual([
      { id: 'notifications', hidden: false },
      { id: 'chat', hidden: true },
    ]);
  });
});
