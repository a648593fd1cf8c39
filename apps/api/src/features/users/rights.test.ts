import { Module, Role } from '@homer/contracts/access';
import { describe, expect, it } from 'vitest';
import { outranksUser } from '../../platform/auth/user-rights.ts';

const systemAdmin = [{ module: Module.Admin, role: Role.SystemAdmin }];
const userAdmin = [
  { module: Module.Admin, role: Role.UserAdmin },
  { module: Module.BA, role: Role.Manager },
  { module: Module.RxConnects, role: Role.Manager },
];
const rxUserAdmin = [
  { module: Module.Admin, role: Role.UserAdmin },
  { module: Module.RxConnects, role: Role.RxConnectsAdmin },
];

describe('outranksUser', () => {
  it('lets an editor change a user at or below their role in every module the user holds', () => {
    expect(outranksUser(userAdmin, [])).toBe(true);
    expect(outranksUser(userAdmin, [{ module: Module.Admin, role: Role.User }])).toBe(true);
    expect(outranksUser(userAdmin, [{ module: Module.Admin, role: Role.UserAdmin }])).toBe(true);
    expect(
      outranksUser(userAdmin, [
        { module: Module.BA, role: Role.Manager },
        { module: Module.RxConnects, role: Role.Technician },
      ]),
    ).toBe(true);
    expect(outranksUser(rxUserAdmin, [{ module: Module.RxConnects, role: Role.RxConnectsAdmin }])).toBe(true);
    expect(outranksUser(rxUserAdmin, [{ module: Module.RxConnects, role: Role.Manager }])).toBe(true);
  });

  it('refuses a user above the editor in any one module, however low the rest', () => {
    expect(outranksUser(userAdmin, [{ module: Module.Admin, role: Role.SystemAdmin }])).toBe(false);
    expect(
      outranksUser(userAdmin, [
        { module: Module.Admin, role: Role.User },
        { module: Module.BA, role: Role.SystemAdmin },
      ]),
    ).toBe(false);
  });

  it('treats RxConnectsAdmin as above Manager: a Manager there may not change an RxConnectsAdmin', () => {
    expect(outranksUser(userAdmin, [{ module: Module.RxConnects, role: Role.RxConnectsAdmin }])).toBe(false);
  });

  it('ranks an editor below any role in a module they do not hold', () => {
    expect(outranksUser(userAdmin, [{ module: Module.NDC, role: Role.User }])).toBe(false);
    expect(outranksUser(rxUserAdmin, [{ module: Module.BA, role: Role.User }])).toBe(false);
  });

  it('ranks an Admin SystemAdmin top in every module, fellow Admin SystemAdmins included', () => {
    expect(outranksUser(systemAdmin, [{ module: Module.Admin, role: Role.SystemAdmin }])).toBe(true);
    expect(outranksUser(systemAdmin, [{ module: Module.NDC, role: Role.SystemAdmin }])).toBe(true);
    expect(outranksUser(systemAdmin, [{ module: Module.RxConnects, role: Role.RxConnectsAdmin }])).toBe(true);
  });

  it('does not rank a SystemAdmin of another module top outside it', () => {
    const baAdmin = [
      { module: Module.Admin, role: Role.UserAdmin },
      { module: Module.BA, role: Role.SystemAdmin },
    ];
    expect(outranksUser(baAdmin, [{ module: Module.BA, role: Role.SystemAdmin }])).toBe(true);
    expect(outranksUser(baAdmin, [{ module: Module.NDC, role: Role.User }])).toBe(false);
    expect(outranksUser(baAdmin, [{ module: Module.Admin, role: Role.SystemAdmin }])).toBe(false);
  });
});
