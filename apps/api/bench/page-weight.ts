import { join } from 'node:path';
import { weighBuild } from '../../../scripts/size.ts';
import { apiRoot } from '../src/app-paths.ts';
import type { GoalRow } from './goal-row.ts';

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/**
 * Issue 26: JS and CSS files the signed-in page with the most loads before its first render, from the build's chunk
 * graph. The late parts come on top; e2e/tests/page-requests.spec.ts counts a full load in a browser (decision 074).
 */
function filesRow(signedIn: readonly { path: string; files: readonly string[] }[]): GoalRow {
  const most = signedIn.reduce((a, b) => (b.files.length > a.files.length ? b : a));
  return {
    name: `JS/CSS files before the first render, most of any signed-in page (${most.path})`,
    value: String(most.files.length),
    goal: '≤ 30',
    met: most.files.length <= 30,
  };
}

/**
 * Issue 9's page-weight goals against the current web build (JS, gzip, as `npm run size` weighs it): public
 * pages and login ≤ 150 kB, the signed-in shell ≤ 250 kB. `npm run size` itself holds the budgets of
 * decision 030, which are looser than the public pages' goal until those pages get there.
 */
export function pageWeightGoals(): GoalRow[] {
  const pages = weighBuild(join(apiRoot, '../web'));
  const publicPages = pages.filter((page) => page.kind === 'public');
  const heaviest = publicPages.reduce((a, b) => (b.js > a.js ? b : a));
  const js = (path: string) => pages.find((page) => page.path === path)?.js ?? Number.NaN;
  const shell = pages.find((page) => page.kind === 'shell')?.js ?? Number.NaN;
  const publicRow = (name: string, bytes: number) => ({
    name,
    value: kb(bytes),
    goal: '≤ 150 kB',
    met: bytes <= 150_000,
  });
  return [
    publicRow('JS loaded by /login', js('/login')),
    publicRow('JS loaded by /help-ticket', js('/help-ticket')),
    publicRow(`JS loaded by the heaviest public page (${heaviest.path})`, heaviest.js),
    { name: 'JS loaded by the signed-in shell', value: kb(shell), goal: '≤ 250 kB', met: shell <= 250_000 },
    filesRow(pages.filter((page) => page.kind === 'signedIn')),
  ];
}
