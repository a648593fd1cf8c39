import { and, asc, eq } from 'drizzle-orm';
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

  it('the application may not change or remove audit rows, and even the owner is stopped by the trigger', async () => {
    await createUser(ctx.db, { userName: 'witness' });
    // drizzle wraps the database error; PostgreSQL's refusal is its cause.
    const denied = { cause: { code: '42501', message: 'permission denied for table global_audit' } };
    await expect(ctx.db.update(globalAudit).set({ changedTo: 'forged' })).rejects.toMatchObject(denied);
    await expect(ctx.db.delete(globalAudit)).rejects.toMatchObject(denied);
    await expect(ctx.db.execute('truncate global_audit')).rejects.toMatchObject(denied);
    const appendOnly = { cause: { message: 'global_audit is append-only' } };
    await expect(ctx.ownerDb.update(globalAudit).set({ changedTo: 'forged' })).rejects.toMatchObject(
      appendOnly,
    );
    await expect(ctx.ownerDb.delete(globalAudit)).rejects.toMatchObject(appendOnly);
    await expect(ctx.ownerDb.execute('truncate global_audit')).rejects.toMatchObject(appendOnly);
    const forged = await ctx.db.select().from(globalAudit).where(eq(globalAudit.changedTo, 'forged'));
    expect(forged).toEqual([]);
    // The rows the trigger wrote stay as they were.
    const witness = await ctx.db
      .select()
      .from(globalAudit)
      .where(and(eq(globalAudit.field, 'user_name'), eq(globalAudit.changedTo, 'witness')));
    expect(witness).toHaveLength(1);
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
