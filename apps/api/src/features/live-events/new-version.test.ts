import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { announceBuild, buildIdOf } from './new-version.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('new build announcement', () => {
  it('reads the entry script of the built index page', () => {
    const dist = mkdtempSync(join(tmpdir(), 'homer-dist-'));
    expect(buildIdOf(dist)).toBeNull();
    writeFileSync(
      join(dist, 'index.html'),
      '<script src="/x.js"></script><script type="module" src="/assets/index-abc.js"></script>',
    );
    expect(buildIdOf(dist)).toBe('/assets/index-abc.js');
  });

  it('announces a build once, and again only when it changes', async () => {
    expect(await announceBuild(ctx.db, 'a')).not.toBeNull();
    expect(await announceBuild(ctx.db, 'a')).toBeNull();
    expect(await announceBuild(ctx.db, 'b')).not.toBeNull();
    const { rows } = await ctx.db.execute<{ build: string }>(
      sql`select data->>'buildId' as build from live_events where type = 'newVersionDeployed' order by id`,
    );
    expect(rows.map((r) => r.build)).toEqual(['a', 'b']);
  });
});
