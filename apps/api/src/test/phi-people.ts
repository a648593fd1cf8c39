import type { ModuleAccess } from '@homer/contracts/access';
import { eq } from 'drizzle-orm';
import { sessions } from '../db/schema/core.ts';
import { createSignedInUser } from './create-signed-in-user.ts';
import type { TestContext } from './test-context.ts';

export type Person = { token: string; userId: number };

/**
 * One signed-in user per entry (user name `${prefix}-${name}`), each with the inactivity timeout and, except the
 * one named `noMfa`, a multi-factor session: who a PHI area's tests call as (spec document 1 §8).
 */
export async function createPhiPeople<N extends string>(
  ctx: Pick<TestContext, 'app' | 'db'>,
  prefix: string,
  people: Record<N, ModuleAccess>,
): Promise<Record<N, Person>> {
  const who = {} as Record<N, Person>;
  for (const [name, access] of Object.entries(people) as [N, ModuleAccess][]) {
    who[name] = await createSignedInUser(ctx, {
      userName: `${prefix}-${name}`,
      access: [access],
      inactivityTimeout: true,
    });
    if (name !== 'noMfa')
      await ctx.db.update(sessions).set({ mfaVerified: true }).where(eq(sessions.userId, who[name].userId));
  }
  return who;
}
