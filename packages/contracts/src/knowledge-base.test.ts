import { describe, expect, it } from 'vitest';
import { Module, type ModuleAccess, Role, roleSatisfies } from './access.ts';
import {
  canEditKbModule,
  canSeeKbDocument,
  KbModule,
  kbEditableModules,
  kbFormAlert,
  kbImageSrcPattern,
  kbImageUrl,
  kbModules,
  kbPermissionRoles,
  kbPermissionRoleValues,
} from './knowledge-base.ts';

const codes = Object.values(KbModule);
const modules = Object.values(Module);
const roles = Object.values(Role);
const only = (module: Module, role: Role): ModuleAccess[] => [{ module, role }];

// Spec §3 and §6, written out independently of kbModules: the access module behind each code.
const accessModuleOf: Record<number, Module> = {
  1: Module.HEROS,
  3: Module.NDC,
  4: Module.Inventory,
  5: Module.MetabolicFormula,
  6: Module.CI,
  10: Module.Admin,
  11: Module.RxConnects,
  12: Module.HelpDesk,
  13: Module.Admin,
  14: Module.Admin,
};

describe('knowledge base codes', () => {
  it('lists the ten module codes of §3 in the tree order of §2.4', () => {
    expect(kbModules.map((m) => m.label)).toEqual([
      'Admin',
      'CI Repack',
      'HEROS',
      'Metabolic Formula',
      'NDCs',
      'PFS',
      'Pharmacy',
      'Rx Connects',
      'Support',
      'Other',
    ]);
    expect(kbModules.map((m) => m.code).sort((a, b) => a - b)).toEqual([1, 3, 4, 5, 6, 10, 11, 12, 13, 14]);
    for (const m of kbModules) expect(m.module).toBe(accessModuleOf[m.code]);
  });

  it('offers permission 0 only for PFS and Other (§5), and nothing for an unknown module', () => {
    for (const code of codes) {
      expect(kbPermissionRoleValues(code).includes(0)).toBe(code === 13 || code === 14);
      expect(kbPermissionRoleValues(code)).toEqual(expect.arrayContaining([1, 2, 3, 4, 5]));
    }
    expect(kbPermissionRoleValues(11)).toContain(7);
    expect(kbPermissionRoleValues(1)).not.toContain(7);
    expect(kbPermissionRoleValues(6)).toContain(6);
    expect(kbPermissionRoleValues(2)).toEqual([]);
    expect(kbPermissionRoleValues(0)).toEqual([]);
  });
});

describe('kbFormAlert (§5)', () => {
  it('accumulates the messages in order and is empty for a complete form', () => {
    expect(kbFormAlert({ module: null, title: '', permissionRole: null })).toBe(
      'Module is required. Title is required. Permission is required. ',
    );
    expect(kbFormAlert({ module: 4, title: '  ', permissionRole: 1 })).toBe('Title is required. ');
    expect(kbFormAlert({ module: undefined, title: 'T', permissionRole: 2 })).toBe('Module is required. ');
    expect(kbFormAlert({ module: 4, title: 'T', permissionRole: undefined })).toBe(
      'Permission is required. ',
    );
    // 0 is "Everyone", a real choice for PFS and Other.
    expect(kbFormAlert({ module: 13, title: 'T', permissionRole: 0 })).toBe('');
  });
});

describe('editing rule (§6), every module × role', () => {
  function expectedEdit(code: number, module: Module, role: Role): boolean {
    if (module === Module.HelpDesk && role === Role.SystemAdmin) return true; // Support Admin
    if (module !== accessModuleOf[code]) return false;
    if (code === 11) return role === Role.SystemAdmin || role === Role.RxConnectsAdmin;
    return role === Role.SystemAdmin;
  }

  it('matches the rule for a user holding one module at one role', () => {
    const wrong: string[] = [];
    for (const code of codes)
      for (const module of modules)
        for (const role of roles) {
          if (canEditKbModule(only(module, role), code) !== expectedEdit(code, module, role)) {
            wrong.push(`${code} ${module} ${role}`);
          }
        }
    expect(wrong).toEqual([]);
  });

  it.each([
    ['Admin SystemAdmin edits Admin, PFS and Other only', only(Module.Admin, Role.SystemAdmin), [10, 13, 14]],
    [
      'Support Admin edits every module',
      only(Module.HelpDesk, Role.SystemAdmin),
      [10, 6, 1, 5, 3, 13, 4, 11, 12, 14],
    ],
    ['Rx Connects Admin edits Rx Connects', only(Module.RxConnects, Role.RxConnectsAdmin), [11]],
    ['a Manager edits nothing', only(Module.Inventory, Role.Manager), []],
    ['Admin UserAdmin edits nothing', only(Module.Admin, Role.UserAdmin), []],
    [
      'NDC and CI SystemAdmin edit theirs',
      [...only(Module.NDC, Role.SystemAdmin), ...only(Module.CI, Role.SystemAdmin)],
      [6, 3],
    ],
  ])('%s (tree order)', (_name, access, expected) => {
    expect(kbEditableModules(access)).toEqual(expected);
  });

  it('refuses unknown modules and users without rights', () => {
    expect(canEditKbModule(only(Module.HelpDesk, Role.SystemAdmin), 2)).toBe(false);
    expect(canEditKbModule([], 10)).toBe(false);
  });
});

describe('visibility rule (§6), every module × role × minimum permission', () => {
  function expectedSee(code: number, permission: number, module: Module, role: Role): boolean {
    if (code === 13 || code === 14) return true;
    const minRole = kbPermissionRoles.find((r) => r.value === permission)?.role ?? Role.User;
    if (module === accessModuleOf[code] && roleSatisfies(role, minRole)) return true;
    return module === Module.HelpDesk && role === Role.SystemAdmin && code !== 12;
  }

  it('matches the rule for a user holding one module at one role', () => {
    const wrong: string[] = [];
    for (const code of codes)
      for (const { value } of kbPermissionRoles)
        for (const module of modules)
          for (const role of roles) {
            const doc = { module: code, permissionRole: value };
            if (canSeeKbDocument(only(module, role), doc) !== expectedSee(code, value, module, role)) {
              wrong.push(`${code}/${value} ${module} ${role}`);
            }
          }
    expect(wrong).toEqual([]);
  });

  it.each([
    [
      'an Inventory Technician sees a Pharmacy document at Technician',
      only(Module.Inventory, Role.Technician),
      4,
      2,
      true,
    ],
    ['but not one at Pharmacist', only(Module.Inventory, Role.Technician), 4, 3, false],
    ['a HelpDesk User sees Support at User', only(Module.HelpDesk, Role.User), 12, 1, true],
    ['but not Support at Manager', only(Module.HelpDesk, Role.User), 12, 4, false],
    ['an Admin SystemAdmin does not see Support', only(Module.Admin, Role.SystemAdmin), 12, 1, false],
    ['a Support Admin sees an Admin-only document', only(Module.HelpDesk, Role.SystemAdmin), 10, 5, true],
    ['anyone sees PFS', only(Module.BA, Role.User), 13, 0, true],
    ['anyone sees Other, whatever its permission', only(Module.BA, Role.User), 14, 5, true],
    [
      'an Rx Connects Admin sees a Rx Connects Admin document',
      only(Module.RxConnects, Role.RxConnectsAdmin),
      11,
      7,
      true,
    ],
    ['a Rx Connects Manager does not', only(Module.RxConnects, Role.Manager), 11, 7, false],
    ['no module code is nothing', only(Module.HelpDesk, Role.SystemAdmin), 2, 1, false],
  ])('%s', (_name, access, module, permissionRole, expected) => {
    expect(canSeeKbDocument(access, { module, permissionRole })).toBe(expected);
  });
});

describe('image URLs', () => {
  it('accepts the URL the server builds and nothing like it from elsewhere', () => {
    const guid = '0b6c1c55-8f0e-4c1a-9d6b-3f1e2a4b5c6d';
    expect(kbImageSrcPattern.test(kbImageUrl(12, guid))).toBe(true);
    expect(kbImageSrcPattern.test(`https://evil.example/api/HelpDesk/KnowledgeBase/Image/12/${guid}`)).toBe(
      false,
    );
    expect(kbImageSrcPattern.test(`//evil.example/api/HelpDesk/KnowledgeBase/Image/12/${guid}`)).toBe(false);
    expect(kbImageSrcPattern.test(`/api/HelpDesk/KnowledgeBase/Image/12/${guid}?x=1`)).toBe(false);
  });
});
