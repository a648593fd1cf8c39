import type { ModuleAccess } from '@homer/contracts/access';
import type { Envelope } from '@homer/contracts/envelope';
import { canSeeKbDocument, kbModules, kbPermissionRoles } from '@homer/contracts/knowledge-base';
import { type SQL, sql } from 'drizzle-orm';
import { kbDocuments } from '../../db/schema/knowledge-base.ts';

/** A command's answer: done with its value, or refused with a message the page shows (decision 005). */
export type KbOutcome<V> = Envelope<V, null> | Envelope<null, never>;

/** Who calls: the signed-in user's id and module rights. */
export type KbCaller = { userId: number; access: readonly ModuleAccess[] };

/**
 * The documents a caller may see as one SQL condition: the (module, permissionRole) pairs that the §6 rule
 * (`canSeeKbDocument`) allows, so the database filters by the very rule the page and the tests use.
 */
export function visibleDocuments(access: readonly ModuleAccess[]): SQL {
  const pairs: SQL[] = [];
  for (const m of kbModules) {
    for (const r of kbPermissionRoles) {
      if (canSeeKbDocument(access, { module: m.code, permissionRole: r.value })) {
        pairs.push(sql`(${m.code}::smallint, ${r.value}::smallint)`);
      }
    }
  }
  if (pairs.length === 0) return sql`false`;
  return sql`(${kbDocuments.module}, ${kbDocuments.permissionRole}) in (${sql.join(pairs, sql`, `)})`;
}
