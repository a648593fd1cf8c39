import { describe, expect, it } from 'vitest';
import { navTree } from '../shell/nav-groups.ts';
import { matchPages, palettePages } from './palette-pages.ts';

const item = (id: string, label: string, phi = false) => ({ id, path: `/${id}`, label, icon: 'list', phi });
const tree = navTree([
  item('dashboard', 'Dashboard'),
  item('quartzHistory', 'Scheduled jobs'),
  item('budgetList', 'Budget Tracking'),
  item('fulfillmentList', 'Fulfillment', true),
]);

describe('palettePages', () => {
  it('lists the bar’s pages in its order, each with its area', () => {
    expect(palettePages(tree).map((p) => [p.label, p.area, p.phi])).toEqual([
      ['Dashboard', null, false],
      ['Fulfillment', 'Pharmacy', true],
      ['Budget Tracking', 'Budget', false],
      ['Scheduled jobs', 'Administration', false],
    ]);
  });
});

describe('matchPages', () => {
  const pages = palettePages(tree);
  it('finds a page by any part of its name, case-insensitively', () => {
    expect(matchPages(pages, 'sched').map((p) => p.label)).toEqual(['Scheduled jobs']);
    expect(matchPages(pages, 'BUDGET').map((p) => p.label)).toEqual(['Budget Tracking']);
  });

  it('needs every word, which may name the area', () => {
    expect(matchPages(pages, 'admin jobs').map((p) => p.label)).toEqual(['Scheduled jobs']);
    expect(matchPages(pages, 'admin budget')).toEqual([]);
  });

  it('offers every page for an empty query', () => {
    expect(matchPages(pages, '  ')).toHaveLength(4);
  });
});
