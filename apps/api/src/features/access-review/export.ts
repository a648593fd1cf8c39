import { Module, Role } from '@homer/contracts/access';
import { accessReviewExportQuerySchema } from '@homer/contracts/account-security-admin';
import { and, asc, eq, gt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../../db/pool.ts';
import { moduleAccess, users } from '../../db/schema/core.ts';
import { defineExport } from '../../platform/exports/export-definition.ts';
import { keysetBatches } from '../../platform/exports/keyset-batches.ts';
import { accessReviewColumns, accessReviewWhere, grantedByText } from './list.ts';

type Filters = z.infer<typeof accessReviewExportQuerySchema>;
const grantor = alias(users, 'grantor');

function page(db: Db, f: Filters, afterId: number | null, limit: number) {
  return db
    .select(accessReviewColumns)
    .from(moduleAccess)
    .innerJoin(users, eq(users.id, moduleAccess.userId))
    .leftJoin(grantor, eq(grantor.id, moduleAccess.grantedBy))
    .where(and(accessReviewWhere(f), afterId === null ? undefined : gt(moduleAccess.id, afterId)))
    .orderBy(asc(moduleAccess.id))
    .limit(limit);
}
type Row = Awaited<ReturnType<typeof page>>[number];

const asDate = (iso: string | Date | null) => (iso ? new Date(iso) : null);

/** GET api/Administration/AccessReview/GetListExcel: the grants of the review's filter, oldest grant record first. */
export const accessReviewExport = defineExport({
  kind: 'access-review',
  fileName: 'Access Review',
  access: { module: Module.Admin, minRole: Role.SystemAdmin },
  filters: accessReviewExportQuerySchema,
  rows: (db, f) =>
    keysetBatches(
      (afterId, limit) => page(db, f, afterId, limit),
      (row: Row) => row.id,
    ),
  columns: [
    { header: 'User Name', value: (r: Row) => r.userName, width: 24 },
    { header: 'Name', value: (r: Row) => `${r.firstName} ${r.lastName}`.trim(), width: 28 },
    { header: 'Email', value: (r: Row) => r.email, width: 32 },
    { header: 'Status', value: (r: Row) => (r.disabled ? 'Disabled' : 'Active'), width: 10 },
    { header: 'Module', value: (r: Row) => r.module, width: 18 },
    { header: 'Role', value: (r: Row) => r.role, width: 16 },
    { header: 'Granted', value: (r: Row) => asDate(r.grantedAt), numFmt: 'mm/dd/yyyy hh:mm', width: 18 },
    { header: 'Granted By', value: (r: Row) => grantedByText(r), width: 32 },
    {
      header: 'Last Sign-in',
      value: (r: Row) => asDate(r.lastSignInAt),
      numFmt: 'mm/dd/yyyy hh:mm',
      width: 18,
    },
  ],
});
