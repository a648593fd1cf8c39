import { createUser, signIn, type TestContext } from './test-context.ts';

/** A new user with a live session, for tests of what a signed-in person may do. */
export async function createSignedInUser(
  ctx: Pick<TestContext, 'app' | 'db'>,
  input: Parameters<typeof createUser>[1],
) {
  const userId = await createUser(ctx.db, input);
  const token = await signIn(ctx.app, input.userName);
  return { userId, token };
}
