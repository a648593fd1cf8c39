import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { packageVersions } from './package-versions.ts';

const rootVersion = (name: string) =>
  JSON.parse(
    readFileSync(new URL(`../../../../../node_modules/${name}/package.json`, import.meta.url), 'utf8'),
  ).version;

describe('packageVersions', () => {
  it('reads installed versions, including scoped and web-only packages', () => {
    const versions = packageVersions(['fastify', '@mantine/core', 'react']);
    expect(versions.get('fastify')).toBe(rootVersion('fastify'));
    expect(versions.get('@mantine/core')).toMatch(/^\d+\.\d+\.\d+/);
    expect(versions.get('react')).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('answers null for a package that is not installed', () => {
    expect(packageVersions(['no-such-package-homer']).get('no-such-package-homer')).toBeNull();
  });
});
