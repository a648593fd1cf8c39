import { Module, Role } from '@homer/contracts/access';
import { describe, expect, it } from 'vitest';
import { outranks } from './rights.ts';

const userAdmin = [
  { module: Module.Admin, role: Role.UserAdmin },
  { module: Module.BA, role: Role.Manager },
];
const systemAdmin = [{ module: Module.Admin, role: Role.SystemAdmin }];

describe('outranks', () => {
  it('lets a UserAdmin act on ordinary users and fellow UserAdmins, whatever modules they hold', () => {
    expect(outranks(userAdmin, [{ module: Module.NDC, role: Role.Manager }])).toBe(true);
    expect(outranks(userAdmin, [{ module: Module.Admin, role: Role.UserAdmin }])).toBe(true);
    expect(outranks(userAdmin, [])).toBe(true);
  });

  it('keeps a UserAdmin off module administrators', () => {
    expect(outranks(userAdmin, [{ module: Module.BA, role: Role.SystemAdmin }])).toBe(false);
    expect(outranks(userAdmin, [{ module: Module.Admin, role: Role.SystemAdmin }])).toBe(false);
    expect(outranks(userAdmin, [{ module: Module.RxConnects, role: Role.RxConnectsAdmin }])).toBe(false);
  });

  it('lets an Admin SystemAdmin act on anyone', () => {
    expect(outranks(systemAdmin, [{ module: Module.Admin, role: Role.SystemAdmin }])).toBe(true);
    expect(outranks(systemAdmin, [{ module: Module.RxConnects, role: Role.RxConnectsAdmin }])).toBe(true);
  });
});
