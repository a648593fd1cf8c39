import { readFileSync } from 'node:fs';
import { major, satisfies, valid } from 'semver';
import { describe, expect, it } from 'vitest';

const read = (file: string) => readFileSync(new URL(`../${file}`, import.meta.url), 'utf8');

interface LockEntry {
  version?: string;
  engines?: { node?: string };
}
const lock = JSON.parse(read('package-lock.json')) as { packages: Record<string, LockEntry> };
const pinned = read('.nvmrc').trim().replace(/^v/, '');

/**
 * Lockfile entries (the root project and the workspaces too) whose `engines.node` excludes `version`,
 * judged as npm judges it when `engine-strict` is on.
 */
function excluding(version: string): string[] {
  return Object.entries(lock.packages).flatMap(([path, entry]) => {
    const range = entry.engines?.node;
    if (typeof range !== 'string' || satisfies(version, range, { includePrerelease: true })) return [];
    return [`${path || '(root)'}${entry.version ? `@${entry.version}` : ''} wants node ${range}`];
  });
}

describe('Node engines', () => {
  it('every package in the lockfile accepts the Node running the tests', () => {
    expect(excluding(process.versions.node)).toEqual([]);
  });

  it('every package in the lockfile accepts the Node pinned in .nvmrc, the one CI runs', () => {
    expect(valid(pinned), `.nvmrc holds "${pinned}", not an exact version`).not.toBeNull();
    expect(excluding(pinned)).toEqual([]);
  });

  it('@types/node describes the pinned Node major', () => {
    const types = lock.packages['node_modules/@types/node']?.version ?? '0.0.0';
    expect(major(types)).toBe(major(pinned));
  });
});
