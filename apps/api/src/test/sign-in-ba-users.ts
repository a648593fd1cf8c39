import { Module, Role } from '@homer/contracts/access';
import { createSignedInUser } from './create-signed-in-user.ts';
import type { TestContext } from './test-context.ts';

/**
 * The three B&A users the budget-and-accounting tests act as, signed in: 'ba-admin' (System Admin),
 * 'ba-manager' (Manager) and 'ba-user' (User, called the reader).
 */
export async function signInBaUsers(ctx: Pick<TestContext, 'app' | 'db'>) {
  const admin = await createSignedInUser(ctx, {
    userName: 'ba-admin',
    access: [{ module: Module.BA, role: Role.SystemAdmin }],
  });
  const manager = await createSignedInUser(ctx, {
    userName: 'ba-manager',
    access: [{ module: Module.BA, role: Role.Manager }],
  });
  const reader = await createSignedInUser(ctx, {
    userName: 'ba-user',
    access: [{ module: Module.BA, role: Role.User }],
  });
  return {
    admin: admin.token,
    adminId: admin.userId,
    manager: manager.token,
    managerId: manager.userId,
    reader: reader.token,
  };
}
