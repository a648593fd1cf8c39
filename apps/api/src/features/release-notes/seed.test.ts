import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { globalAudit } from '../../db/schema/audit.ts';
import { releaseNotes } from '../../db/schema/release-notes.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { seedReleaseNotes } from './seed.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('seedReleaseNotes', () => {
  it('stores the product history once, sanitized and audited as the system', async () => {
    expect(await seedReleaseNotes(ctx.db)).toBe(6);
    expect(await seedReleaseNotes(ctx.db)).toBe(0);
    const rows = await ctx.db.select().from(releaseNotes).orderBy(releaseNotes.id);
    expect(rows.map((r) => r.versionNumber)).toEqual(['0.1.0', '0.2.0', '0.3.0', '0.4.0', '0.5.0', '0.6.0']);
    for (const row of rows) {
      expect(row.releaseNotes).toMatch(/^<p>.+<\/p>\n<ul>/s);
      expect(row.releaseNotes).not.toMatch(/<script|on\w+=/i);
    }
    const audit = await ctx.db.select().from(globalAudit).where(eq(globalAudit.tableName, 'release_notes'));
    expect(audit.length).toBeGreaterThan(0);
    expect(audit.every((r) => r.changedBy === null)).toBe(true);
  });

  it('adds only the versions an installation does not have', async () => {
    await ctx.db.delete(releaseNotes).where(eq(releaseNotes.versionNumber, '0.3.0'));
    expect(await seedReleaseNotes(ctx.db)).toBe(1);
    const versions = (await ctx.db.select().from(releaseNotes)).map((r) => r.versionNumber).sort();
    expect(versions).toEqual(['0.1.0', '0.2.0', '0.3.0', '0.4.0', '0.5.0', '0.6.0']);
  });
});
