import { releaseNoteMessages } from '@homer/contracts/release-notes';
import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { globalAudit } from '../../db/schema/audit.ts';
import { releaseNotes } from '../../db/schema/release-notes.ts';
import { createTestContext, createUser, type TestContext } from '../../test/test-context.ts';
import { saveReleaseNote } from './save-release-note.ts';

let ctx: TestContext;
let editor: number;
beforeAll(async () => {
  ctx = await createTestContext();
  editor = await createUser(ctx.db, { userName: 'editor' });
});
afterAll(() => ctx.close());

const auditOf = (operation: string) =>
  ctx.db
    .select()
    .from(globalAudit)
    .where(eq(globalAudit.tableName, 'release_notes'))
    .orderBy(asc(globalAudit.id))
    .then((rows) => rows.filter((r) => r.operation === operation));
const storedCount = async () => (await ctx.db.select({ n: count() }).from(releaseNotes))[0]?.n;

describe('saveReleaseNote', () => {
  it('refuses a missing, blank or malformed go-live date and stores nothing', async () => {
    for (const goLiveDate of [undefined, null, '']) {
      await expect(
        // Casting: callers outside TypeScript (a form post) can send anything.
        saveReleaseNote(ctx.db, { userId: editor }, { versionNumber: '1.0.0', goLiveDate } as never),
      ).rejects.toMatchObject({ statusCode: 400, message: releaseNoteMessages.goLiveDateRequired });
    }
    await expect(
      saveReleaseNote(ctx.db, { userId: editor }, { versionNumber: '1.0.0', goLiveDate: '2026-02-30' }),
    ).rejects.toMatchObject({ statusCode: 400, message: releaseNoteMessages.goLiveDateInvalid });
    await expect(
      saveReleaseNote(ctx.db, { userId: editor }, { versionNumber: ' ', goLiveDate: '2026-02-01' }),
    ).rejects.toMatchObject({ statusCode: 400, message: releaseNoteMessages.versionNumberRequired });
    expect(await storedCount()).toBe(0);
    expect(await auditOf('INSERT')).toEqual([]);
  });

  it('sanitizes the HTML: scripts and event handlers go, formatting and links stay', async () => {
    const saved = await saveReleaseNote(
      ctx.db,
      { userId: editor },
      {
        versionNumber: '2.0.0',
        goLiveDate: '2026-11-22',
        releaseNotes: [
          '<p onclick="steal()">Fixed <b>bold</b> things<script>alert(1)</script></p>',
          '<img src="x" onerror="alert(2)">',
          '<ul><li>one</li></ul>',
          '<a href="https://example.org/notes" target="_blank">notes</a>',
          '<a href="javascript:alert(3)">bad</a>',
        ].join(''),
      },
    );
    expect(saved.releaseNotes).toBe(
      '<p>Fixed <b>bold</b> things</p><ul><li>one</li></ul>' +
        '<a href="https://example.org/notes" target="_blank" rel="noopener noreferrer">notes</a><a>bad</a>',
    );
    const [row] = await ctx.db.select().from(releaseNotes).where(eq(releaseNotes.id, saved.id));
    expect(row?.releaseNotes).toBe(saved.releaseNotes);
    expect(saved.goLiveDateString).toBe('11/22/2026');
  });

  it('writes audit rows attributed to the actor, for a new note and for a change', async () => {
    const saved = await saveReleaseNote(
      ctx.db,
      { userId: editor },
      { versionNumber: '3.0.0', goLiveDate: '2026-12-01', releaseNotes: '<p>Three</p>' },
    );
    const inserted = (await auditOf('INSERT')).filter((r) => r.entityId === String(saved.id));
    expect(inserted.map((r) => r.field).sort()).toEqual([
      'go_live_date',
      'id',
      'release_notes',
      'version_number',
    ]);
    expect(
      inserted.every((r) => r.changedBy === editor && r.recordAffected === `Release Note #${saved.id}`),
    ).toBe(true);

    await saveReleaseNote(
      ctx.db,
      { userId: editor },
      { id: saved.id, versionNumber: '3.0.0', goLiveDate: '2026-12-02', releaseNotes: '<p>Three</p>' },
    );
    const updated = await auditOf('UPDATE');
    expect(updated.map((r) => [r.field, r.changedFrom, r.changedTo, r.changedBy])).toEqual([
      ['go_live_date', '2026-12-01', '2026-12-02', editor],
    ]);
  });

  it('refuses to update a note that does not exist', async () => {
    await expect(
      saveReleaseNote(
        ctx.db,
        { userId: editor },
        { id: 999_999, versionNumber: '9.9.9', goLiveDate: '2026-01-01' },
      ),
    ).rejects.toMatchObject({ statusCode: 404 });
  });
});
