import { kbLimits, kbModules, kbPermissionRoleValues } from '@homer/contracts/knowledge-base';
import { describe, expect, it } from 'vitest';
import { demoDocuments } from './demo-documents.ts';

describe('demo knowledge base', () => {
  it('has several documents in every folder', () => {
    for (const folder of kbModules) {
      expect(
        demoDocuments.filter((d) => d.module === folder.code).length,
        folder.label,
      ).toBeGreaterThanOrEqual(3);
    }
  });

  it('holds only what the save would accept: lengths, the module’s permissions, unique titles', () => {
    for (const d of demoDocuments) {
      expect(d.title.length, d.title).toBeLessThanOrEqual(kbLimits.title);
      expect(d.description.length, d.title).toBeLessThanOrEqual(kbLimits.description);
      expect(kbPermissionRoleValues(d.module), d.title).toContain(d.permissionRole);
    }
    expect(new Set(demoDocuments.map((d) => d.title)).size).toBe(demoDocuments.length);
  });
});
