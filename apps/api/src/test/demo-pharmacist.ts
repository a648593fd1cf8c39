import { eq } from 'drizzle-orm';
import { sessions, users } from '../db/schema/core.ts';
import { demoPassword } from '../db/seed.ts';
import { signIn, type TestContext } from './test-context.ts';

/**
 * A session of the demo pharmacist (inactivity timeout on) marked multi-factor, as patient data needs (spec
 * document 1 §8): the demo-seed tests of the PHI areas read their records through it. Returns the token.
 */
export async function signInDemoPharmacist(ctx: Pick<TestContext, 'app' | 'db'>): Promise<string> {
  const token = await signIn(ctx.app, 'pharmacist', demoPassword);
  const [pharmacist] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.userName, 'pharmacist'));
  await ctx.db
    .update(sessions)
    .set({ mfaVerified: true })
    .where(eq(sessions.userId, pharmacist?.id ?? 0));
  return token;
}
