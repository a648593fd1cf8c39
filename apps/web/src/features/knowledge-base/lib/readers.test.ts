import { Module, Role } from '@homer/contracts/access';
import { canSeeKbDocument, KbModule } from '@homer/contracts/knowledge-base';
import { describe, expect, it } from 'vitest';
import { kbReadersText } from './readers.ts';

describe('kbReadersText', () => {
  it('says everyone signed in for PFS and Other, whatever the minimum permission', () => {
    expect(kbReadersText({ module: KbModule.PFS, permissionRole: 0 })).toBe(
      'Who can read this: everyone signed in.',
    );
    expect(kbReadersText({ module: KbModule.Other, permissionRole: 5 })).toBe(
      'Who can read this: everyone signed in.',
    );
  });

  it('names the module, the level and the support administrators elsewhere', () => {
    expect(kbReadersText({ module: KbModule.Pharmacy, permissionRole: 2 })).toBe(
      'Who can read this: people with Pharmacy access at Technician level or above, and support administrators.',
    );
    expect(kbReadersText({ module: KbModule.Admin, permissionRole: 5 })).toBe(
      'Who can read this: people with Admin access at System Admin level, and support administrators.',
    );
  });

  it('leaves out support administrators on Support documents, as the rule does', () => {
    expect(kbReadersText({ module: KbModule.Support, permissionRole: 4 })).toBe(
      'Who can read this: people with Support access at Manager level or above.',
    );
    // A support administrator holds Support access at System Admin, so the Support wording already covers them.
    expect(
      canSeeKbDocument([{ module: Module.HelpDesk, role: Role.SystemAdmin }], {
        module: 12,
        permissionRole: 4,
      }),
    ).toBe(true);
  });
});
