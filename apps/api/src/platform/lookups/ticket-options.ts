import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/pool.ts';
import { facilities } from '../../db/schema/core.ts';
import { helpDeskCategories, helpDeskPriorities } from '../../db/schema/help-desk.ts';
import type { Tx } from '../../db/tx.ts';

/** Which system's lists a public ticket form offers: HOMER's (account registration) or the PFS ones. */
export type TicketLists = 'homer' | 'pfs';

/** Active facilities; the PFS list only those offered to PFS users. */
export function facilityOptions(db: Db | Tx, lists: TicketLists) {
  return db
    .select({ value: facilities.id, text: facilities.name, additionalData: facilities.longName })
    .from(facilities)
    .where(
      lists === 'pfs'
        ? and(eq(facilities.isActive, true), eq(facilities.usesPfs, true))
        : eq(facilities.isActive, true),
    )
    .orderBy(asc(facilities.name));
}

export function categoryOptions(db: Db | Tx, lists: TicketLists) {
  return db
    .select({ value: helpDeskCategories.id, text: helpDeskCategories.name })
    .from(helpDeskCategories)
    .where(
      and(
        eq(helpDeskCategories.isActive, true),
        lists === 'pfs' ? eq(helpDeskCategories.inPfsList, true) : eq(helpDeskCategories.inHomerList, true),
      ),
    )
    .orderBy(asc(helpDeskCategories.sortOrder), asc(helpDeskCategories.id));
}

export function priorityOptions(db: Db | Tx) {
  return db
    .select({ value: helpDeskPriorities.id, text: helpDeskPriorities.name })
    .from(helpDeskPriorities)
    .orderBy(asc(helpDeskPriorities.sortOrder), asc(helpDeskPriorities.id));
}
