import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pruneWebAssets } from './build.ts';

function build(root: string, names: string[]) {
  const assets = join(root, 'apps/web/dist/assets');
  mkdirSync(assets, { recursive: true });
  for (const name of names)
    for (const suffix of ['', '.br', '.gz']) writeFileSync(join(assets, name + suffix), '');
  pruneWebAssets(root, names);
  return readdirSync(assets).sort();
}

describe('pruneWebAssets', () => {
  it('keeps the assets of this build and the one before, so running instances keep their files', () => {
    const root = mkdtempSync(join(tmpdir(), 'homer-prune-'));
    build(root, ['a-1.js', 'shared-1.css']);
    build(root, ['a-2.js', 'shared-1.css']);
    expect(existsSync(join(root, 'apps/web/dist/assets/a-1.js.br'))).toBe(true);
    const third = build(root, ['a-3.js', 'shared-1.css']);
    expect(third).toEqual(
      ['a-2.js', 'a-2.js.br', 'a-2.js.gz', 'a-3.js', 'a-3.js.br', 'a-3.js.gz'].concat([
        'shared-1.css',
        'shared-1.css.br',
        'shared-1.css.gz',
      ]),
    );
  });
});
