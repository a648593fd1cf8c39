import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, createUser, type TestContext } from '../test/test-context.ts';
import { globalAudit } from './schema/audit.ts';
import { users } from './schema/core.ts';
import { withTx } from './tx.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('audit trigger', () => {
  it('writes one row per changed field with from, to, who and the business area', async () => {
    const editor = await createUser(ctx.db, { userName: 'editor' });
    const subject = await createUser(ctx.db, { userName: 'subject' });
    await withTx(ctx.db, { userId: editor }, (tx) =>
      tx
        .update(users)
        .set({ firstName: 'Renamed', email: 'new@test.example', updatedAt: new Date() })
        .where(eq(users.id, subject)),
    );
    const rows = await ctx.db
      .select()
      .from(globalAudit)
      .where(eq(globalAudit.operation, 'UPDATE'))
      .orderBy(asc(globalAudit.field));
    expect(rows.map((r) => [r.field, r.changedFrom, r.changedTo, r.changedBy])).toEqual([
      ['email', 'subject@test.example', 'new@test.example', editor],
      ['first_name', 'Test', 'Renamed', editor],
    ]);
    expect(rows[0]).toMatchObject({
      businessArea: 1,
      module: 'Admin',
      tableName: 'users',
      entityId: String(subject),
      recordAffected: `User #${subject}`,
      secureArea: false,
    });
  });

  it('masks secrets and attributes changes outside a user transaction to no one', async () => {
    const id = await createUser(ctx.db, { userName: 'secretive' });
    const [inserted] = await ctx.db.select().from(globalAudit).where(eq(globalAudit.field, 'password_hash'));
    expect(inserted).toMatchObject({
      changedFrom: null,
      changedTo: '********',
      changedBy: null,
      operation: 'INSERT',
    });
    expect(inserted?.entityId).toBeDefined();
    expect(id).toBeGreaterThan(0);
  });

  it('the application cannot change or remove audit rows', async () => {
    // drizzle wraps the database error; the trigger's refusal is its cause.
    const refused = { cause: { message: 'global_audit is append-only' } };
    await expect(ctx.db.update(globalAudit).set({ changedTo: 'forged' })).rejects.toMatchObject(refused);
    await expect(ctx.db.delete(globalAudit)).rejects.toMatchObject(refused);
    await expect(ctx.db.execute('truncate global_audit')).rejects.toMatchObject(refused);
    const forged = await ctx.db.select().from(globalAudit).where(eq(globalAudit.changedTo, 'forged'));
    expect(forged).toEqual([]);
  });

  it('a rolled-back change leaves no audit rows', async () => {
    const id = await createUser(ctx.db, { userName: 'rollback' });
    await expect(
      withTx(ctx.db, { userId: id }, async (tx) => {
        await tx.update(users).set({ lastName: 'Ghost' }).where(eq(users.id, id));
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(await ctx.db.select().from(globalAudit).where(eq(globalAudit.changedTo, 'Ghost'))).toEqual([]);
  });
});
