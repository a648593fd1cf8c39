import { Module, Role } from '@homer/contracts/access';
import { describe, expect, it } from 'vitest';
import type { DashboardWidget } from '../widgets/widget-registry.ts';
import { gridColumns, visibleWidgets, widgetsPerRow } from './widget-grid.tsx';

const widget = (id: string, access: DashboardWidget['access']) =>
  ({ id, title: id, access, component: (() => null) as never }) as DashboardWidget;

describe('dashboard widget grid', () => {
  it('is 12 columns with 3 widgets to a row (spec §9)', () => {
    expect(gridColumns).toBe(12);
    expect(gridColumns / widgetsPerRow).toBe(4);
  });

  it('shows each widget only to users its rule admits', () => {
    const widgets = [
      widget('all', 'signedIn'),
      widget('refills', { module: Module.Inventory, minRole: Role.User }),
    ];
    expect(visibleWidgets(widgets, []).map((w) => w.id)).toEqual(['all']);
    expect(visibleWidgets(widgets, [{ module: Module.Inventory, role: Role.User }]).map((w) => w.id)).toEqual(
      ['all', 'refills'],
    );
    expect(visibleWidgets(widgets, null)).toEqual([]);
  });
});
