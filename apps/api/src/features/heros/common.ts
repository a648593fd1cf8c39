import { can, Module, Role } from '@homer/contracts/access';
import { HerosStatus, type HerosStatusCounts, herosStatusNames } from '@homer/contracts/heros';
import { type AnyColumn, sql } from 'drizzle-orm';
import type { Auth } from '../../platform/sessions/sessions.ts';

/** Reading the back office: HEROS at User; deciding and editing rounds: HEROS at Manager (decision 052). */
export const herosUser = { module: Module.HEROS, minRole: Role.User } as const;
export const herosManager = { module: Module.HEROS, minRole: Role.Manager } as const;

export const isHerosManager = (auth: Auth) => can(auth.user.access, Module.HEROS, Role.Manager);

export const statusName = (status: number) => herosStatusNames[status as HerosStatus] ?? `Status ${status}`;

/** Counts by status of the applications matched by `status` (one row per group, FILTERed). */
export function statusCountColumns(status: AnyColumn) {
  const countOf = (code: number) =>
    sql<number>`(count(*) filter (where ${status} = ${sql.raw(String(code))}))::int`;
  return {
    submitted: countOf(HerosStatus.Submitted),
    changesRequested: countOf(HerosStatus.ChangesRequested),
    approved: countOf(HerosStatus.Approved),
    denied: countOf(HerosStatus.Denied),
    total: sql<number>`(count(${status}))::int`,
  };
}

export const emptyCounts: HerosStatusCounts = {
  submitted: 0,
  changesRequested: 0,
  approved: 0,
  denied: 0,
  total: 0,
};
