import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allows, baAdmin, baManager, can, Module, type ModuleAccess, Role, roleSatisfies } from './access.ts';

const modules = Object.values(Module);
const roles = Object.values(Role);
const ladder = [Role.User, Role.Technician, Role.Pharmacist, Role.Manager, Role.SystemAdmin];

const moduleArb = fc.constantFrom(...modules);
const roleArb = fc.constantFrom(...roles);
const accessArb = fc.uniqueArray(fc.record({ module: moduleArb, role: roleArb }), {
  selector: (a) => a.module,
});

describe('can(user, module, minRole)', () => {
  it('follows the ladder User < Technician < Pharmacist < Manager < SystemAdmin', () => {
    for (const [i, held] of ladder.entries()) {
      for (const [j, min] of ladder.entries()) {
        expect(can([{ module: Module.BA, role: held }], Module.BA, min)).toBe(i >= j);
      }
    }
  });

  it('is never granted by rights in another module', () => {
    fc.assert(
      fc.property(accessArb, moduleArb, roleArb, (access, module, minRole) => {
        const elsewhere = access.filter((a) => a.module !== module);
        expect(can(elsewhere, module, minRole)).toBe(false);
      }),
    );
  });

  it('is monotone: a right that passes a minimum passes every lower ladder minimum', () => {
    fc.assert(
      fc.property(accessArb, moduleArb, fc.integer({ min: 0, max: 4 }), (access, module, i) => {
        const min = ladder[i] ?? Role.User;
        if (can(access, module, min)) {
          for (const lower of ladder.slice(0, i)) expect(can(access, module, lower)).toBe(true);
        }
      }),
    );
  });

  it('SystemAdmin in a module passes every minimum of that module, and only of that module', () => {
    fc.assert(
      fc.property(moduleArb, roleArb, (module, minRole) => {
        const access: ModuleAccess[] = [{ module, role: Role.SystemAdmin }];
        expect(can(access, module, minRole)).toBe(true);
        expect(can(access, 'any', minRole)).toBe(true);
      }),
    );
  });

  it('adding rights never takes access away', () => {
    fc.assert(
      fc.property(accessArb, accessArb, moduleArb, roleArb, (a, b, module, minRole) => {
        if (can(a, module, minRole)) expect(can([...a, ...b], module, minRole)).toBe(true);
      }),
    );
  });

  it('special roles are met only by themselves or SystemAdmin', () => {
    expect(roleSatisfies(Role.Manager, Role.RxConnectsAdmin)).toBe(false);
    expect(roleSatisfies(Role.RxConnectsAdmin, Role.RxConnectsAdmin)).toBe(true);
    expect(roleSatisfies(Role.SystemAdmin, Role.UserAdmin)).toBe(true);
    expect(roleSatisfies(Role.UserAdmin, Role.User)).toBe(true);
    expect(roleSatisfies(Role.UserAdmin, Role.Technician)).toBe(false);
    expect(roleSatisfies(Role.RxConnectsAdmin, Role.Manager)).toBe(true);
  });
});

describe('allows(rule, access)', () => {
  it('public passes everyone, signedIn any session, module rules per can()', () => {
    expect(allows('public', null)).toBe(true);
    expect(allows('signedIn', null)).toBe(false);
    expect(allows('signedIn', [])).toBe(true);
    expect(allows(baAdmin, [{ module: Module.BA, role: Role.Manager }])).toBe(false);
    expect(allows(baManager, [{ module: Module.BA, role: Role.Manager }])).toBe(true);
    expect(allows({ module: 'any', minRole: Role.User }, [])).toBe(false);
    expect(allows({ module: 'any', minRole: Role.User }, [{ module: Module.NDC, role: Role.User }])).toBe(
      true,
    );
  });
});
