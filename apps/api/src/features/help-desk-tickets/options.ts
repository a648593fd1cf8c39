import { queueStatuses, type TicketOptions } from '@homer/contracts/help-desk-tickets';
import { asc, eq, exists, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/pool.ts';
import { facilities } from '../../db/schema/core.ts';
import { helpDeskCategories, helpDeskPriorities, helpDeskTickets } from '../../db/schema/help-desk.ts';
import type { Viewer } from './viewer.ts';

/** GET …/GetOptions: the queue's filter lists and the ticket form's choices. */
export async function ticketOptions(db: Queryable, viewer: Viewer): Promise<TicketOptions> {
  const [categories, priorities, facilityRows] = await Promise.all([
    db
      .select({ value: helpDeskCategories.id, text: helpDeskCategories.name })
      .from(helpDeskCategories)
      .where(eq(helpDeskCategories.isActive, true))
      .orderBy(asc(helpDeskCategories.sortOrder), asc(helpDeskCategories.id)),
    db
      .select({
        value: helpDeskPriorities.id,
        text: helpDeskPriorities.name,
        firstResponseHours: helpDeskPriorities.firstResponseHours,
        resolutionHours: helpDeskPriorities.resolutionHours,
      })
      .from(helpDeskPriorities)
      .orderBy(asc(helpDeskPriorities.sortOrder), asc(helpDeskPriorities.id)),
    db
      .select({ value: facilities.id, text: facilities.name })
      .from(facilities)
      .where(
        exists(
          sql`(select 1 from ${helpDeskTickets} where ${helpDeskTickets.facilityId} = ${facilities.id})`,
        ),
      )
      .orderBy(asc(facilities.name), asc(facilities.id)),
  ]);
  return {
    categories,
    priorities,
    statuses: [...queueStatuses],
    facilities: facilityRows,
    isSupportAdmin: viewer.isSupportAdmin,
  };
}
