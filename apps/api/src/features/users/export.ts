import { Module, Role } from '@homer/contracts/access';
import { lastSignInFilters } from '@homer/contracts/user-admin';
import { and, asc, gt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/pool.ts';
import { users } from '../../db/schema/core.ts';
import { dateCell, dateTimeFormat, defineExport } from '../../platform/exports/export-definition.ts';
import { idBatches } from '../../platform/exports/keyset-batches.ts';
import { lastSignInSql } from '../../platform/user-accounts/user-columns.ts';
import { userFilterWhere } from './list.ts';

type ExportRow = {
  id: number;
  lastName: string;
  firstName: string;
  userName: string;
  email: string;
  phoneNumber: string | null;
  disabled: boolean;
  access: string | null;
  lastSignInAt: string | null;
};

/** The filters exactly as the list sends them, already parsed (they travel inside the signed download token). */
const filters = z.object({
  search: z.string().max(200).optional(),
  status: z.enum(['', 'active', 'disabled']).optional(),
  module: z.enum(['', ...Object.values(Module)]).optional(),
  role: z.enum(['', ...Object.values(Role)]).optional(),
  facilityId: z.number().int().min(0).optional(),
  organizationId: z.number().int().min(0).optional(),
  lastSignIn: z.enum(['', ...lastSignInFilters]).optional(),
});
export type UsersExportFilters = z.infer<typeof filters>;

function page(db: Db, f: UsersExportFilters, afterId: number | null, limit: number) {
  return db
    .select({
      id: users.id,
      lastName: users.lastName,
      firstName: users.firstName,
      userName: users.userName,
      email: users.email,
      phoneNumber: users.phoneNumber,
      disabled: users.disabled,
      access: sql<string | null>`(select string_agg(m.module || ': ' || m.role, ', ' order by m.module)
        from module_access m where m.user_id = "users"."id")`,
      lastSignInAt: lastSignInSql,
    })
    .from(users)
    .where(and(userFilterWhere(f), afterId === null ? undefined : gt(users.id, afterId)))
    .orderBy(asc(users.id))
    .limit(limit);
}

/** GET api/Administration/Users/GetListExcel: the users of the list's filter, in the order they were created. */
export const usersExport = defineExport({
  kind: 'users',
  fileName: 'Users',
  access: { module: Module.Admin, minRole: Role.UserAdmin },
  filters,
  rows: (db, f) => idBatches((afterId, limit) => page(db, f, afterId, limit)),
  columns: [
    { header: 'Last Name', value: (r: ExportRow) => r.lastName, width: 20 },
    { header: 'First Name', value: (r: ExportRow) => r.firstName, width: 20 },
    { header: 'User Name', value: (r: ExportRow) => r.userName, width: 24 },
    { header: 'Email', value: (r: ExportRow) => r.email, width: 32 },
    { header: 'Phone', value: (r: ExportRow) => r.phoneNumber, width: 16 },
    { header: 'Status', value: (r: ExportRow) => (r.disabled ? 'Disabled' : 'Active'), width: 10 },
    { header: 'Module Access', value: (r: ExportRow) => r.access, width: 40 },
    {
      header: 'Last Sign-in',
      value: (r: ExportRow) => dateCell(r.lastSignInAt),
      numFmt: dateTimeFormat,
      width: 18,
    },
  ],
});
