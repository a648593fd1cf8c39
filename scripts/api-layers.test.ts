import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The API's layers (docs/architecture.md): features depend only downward, on `platform/`, `db/` and the contracts,
 * never on another feature's folder. Where a feature really composes another (it is built out of that feature's
 * pieces, not sharing a service), the pair is listed here with the reason; anything else fails this test.
 */
const composes: Record<string, string> = {
  'chat -> notifications/service.ts': 'a chat message is a notification the reader may have left (spec §5)',
  'help-desk-tickets -> help-desk-feedback/feedback-request.ts':
    'closing a ticket asks its requester for feedback',
  'icq-reviews -> icq-public/schedule-email.ts': 'a review sends the public visit-scheduling mail again',
  'public-help-ticket -> help-desk-tickets/notices.ts':
    'a public ticket tells support staff as a staff ticket does',
  'refills -> home-delivery-queue/change-status.ts': 'shipping a home-delivery refill moves its request on',
  'user-audit-history -> global-audit/queries.ts':
    "a user's audit tab is the global audit list for that user",
  'users -> user-security/account-actions.ts': "the user page shows the account's security steps",
};

/** Not compositions: shared pieces still inside a feature, to move into `platform/` (issue 28). */
const notMovedYet: readonly string[] = [];

const apiSource = resolve(import.meta.dirname, '../apps/api/src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** Relative module specifiers of `import … from`, `export … from`, `import '…'` and `import('…')`. */
function relativeImports(source: string): string[] {
  const found = source.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g);
  return [...found].map((match) => match[1] as string);
}

/** `features/<name>/…` → name; `platform/…` and `db/…` → that layer; anything else → null (app, plugins…). */
function layerOf(path: string): { feature: string } | 'platform' | 'db' | null {
  const parts = relative(apiSource, path).split(/[\\/]/);
  if (parts[0] === 'features' && parts.length > 2) return { feature: parts[1] as string };
  if (parts[0] === 'platform' || parts[0] === 'db') return parts[0];
  return null;
}

function crossings(): string[] {
  const found: string[] = [];
  for (const file of sourceFiles(apiSource)) {
    const from = layerOf(file);
    if (from === null) continue;
    for (const specifier of relativeImports(readFileSync(file, 'utf8'))) {
      const target = resolve(dirname(file), specifier);
      const to = layerOf(target);
      if (typeof to !== 'object' || to === null) continue;
      if (typeof from === 'object' && from.feature === to.feature) continue;
      const name = typeof from === 'object' ? from.feature : from;
      found.push(`${name} -> ${relative(join(apiSource, 'features'), target)}`);
    }
  }
  return [...new Set(found)].sort();
}

describe('API layers', () => {
  it('reads the specifiers the rule needs', () => {
    expect(
      relativeImports(
        "import { a } from '../x/a.ts';\nexport { b } from \"./b.ts\";\nimport './c.ts';\nawait import('../../d.ts');\nimport z from 'zod';",
      ),
    ).toEqual(['../x/a.ts', './b.ts', './c.ts', '../../d.ts']);
    expect(layerOf(join(apiSource, 'features/users/create.ts'))).toEqual({ feature: 'users' });
    expect(layerOf(join(apiSource, 'platform/sessions/sessions.ts'))).toBe('platform');
    expect(layerOf(join(apiSource, 'db/pool.ts'))).toBe('db');
    expect(layerOf(join(apiSource, 'app.ts'))).toBeNull();
  });

  it('features import no other feature outside the listed compositions, and platform and db import no feature', () => {
    const allowed = new Set([...Object.keys(composes), ...notMovedYet]);
    expect(crossings().filter((c) => !allowed.has(c))).toEqual([]);
  });

  it('every listed exception still exists, so the list only shrinks', () => {
    const present = new Set(crossings());
    expect([...Object.keys(composes), ...notMovedYet].filter((c) => !present.has(c))).toEqual([]);
  });
});
