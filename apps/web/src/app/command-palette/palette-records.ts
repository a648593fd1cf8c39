import { allows, type ModuleAccess } from '@homer/contracts/access';
import type { Budget } from '@homer/contracts/ba-budgets';
import type { Paged } from '@homer/contracts/envelope';
import { routeById } from '@homer/contracts/routes';
import type { AdminUserRow } from '@homer/contracts/user-admin';
import { apiGet } from '../../shared/lib/api-client.ts';

export type PaletteRecord = {
  key: string;
  kind: 'User' | 'Ticket' | 'Budget';
  label: string;
  detail: string;
  path: string;
};

/** Shorter queries match too much to be worth a call per keystroke. */
export const minRecordQuery = 2;
/** How many of each kind the palette lists; the list pages show the rest. */
const perKind = 5;

type RecordSource = {
  kind: PaletteRecord['kind'];
  /** The route whose rule the source's call needs: only users it allows are asked about (the server checks too). */
  routeId: Parameters<typeof routeById>[0];
  find: (query: string, signal: AbortSignal) => Promise<PaletteRecord[]>;
};

/** A ticket is named by its number ("123" or "#123"); its page checks who may open it. */
export function ticketNumber(query: string): number | null {
  const match = /^#?\s*(\d{1,9})$/.exec(query.trim());
  return match ? Number(match[1]) : null;
}

const sources: readonly RecordSource[] = [
  {
    kind: 'User',
    routeId: 'usersList',
    // GET Users/GetList: its search box matches user name, first and last name and email.
    find: async (query, signal) => {
      const page = await apiGet<Paged<AdminUserRow>>('api/Administration/Users/GetList', {
        query: { page: 1, pageSize: 10, search: query },
        signal,
        skipErrorHandling: true,
      });
      return page.data.slice(0, perKind).map((user) => ({
        key: `user-${user.id}`,
        kind: 'User',
        label: `${user.firstName} ${user.lastName}`.trim() || user.userName,
        detail: `${user.userName} · ${user.email}`,
        path: `/admin/users/user/edit/details/${user.id}`,
      }));
    },
  },
  {
    kind: 'Ticket',
    routeId: 'ticketList',
    // The queue's search is the requester filter, so a ticket is found by its number without a call.
    find: async (query) => {
      const id = ticketNumber(query);
      return id === null
        ? []
        : [
            {
              key: `ticket-${id}`,
              kind: 'Ticket',
              label: `Ticket #${id}`,
              detail: 'Open the ticket',
              path: `/support/tickets/edit/${id}`,
            },
          ];
    },
  },
  {
    kind: 'Budget',
    routeId: 'budgetList',
    // GET BA/GetBudgetList answers every budget of every year (a few hundred); the name is matched here.
    find: async (query, signal) => {
      const budgets = await apiGet<Budget[]>('api/BA/GetBudgetList', {
        query: { fiscalYearId: '0', isActive: '' },
        signal,
        skipErrorHandling: true,
      });
      const term = query.trim().toLowerCase();
      return budgets
        .filter((budget) => budget.budgetName.toLowerCase().includes(term))
        .slice(0, perKind)
        .map((budget) => ({
          key: `budget-${budget.budgetId}`,
          kind: 'Budget',
          label: budget.budgetName,
          detail: `Fiscal year ${budget.fiscalYearStr}`,
          path: `/ba/budgets/details/${budget.budgetId}`,
        }));
    },
  },
];

/** The kinds of record this user may look up: those whose list page the user may open. */
export function recordSources(access: readonly ModuleAccess[]): readonly RecordSource[] {
  return sources.filter((source) => allows(routeById(source.routeId).access, access));
}

/** Looks the query up in every source the user may use; a source that fails is left out rather than failing all. */
export async function findRecords(
  access: readonly ModuleAccess[],
  query: string,
  signal: AbortSignal,
): Promise<PaletteRecord[]> {
  if (query.trim().length < minRecordQuery && ticketNumber(query) === null) return [];
  const found = await Promise.allSettled(
    recordSources(access).map((source) => source.find(query.trim(), signal)),
  );
  return found.flatMap((result) => (result.status === 'fulfilled' ? result.value : []));
}
