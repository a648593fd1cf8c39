import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { isoText } from '../../db/iso-text.ts';
import { helpDeskPriorities, helpDeskTickets } from '../../db/schema/help-desk.ts';

const t = helpDeskTickets;
const p = helpDeskPriorities;

/** When a ticket's clock of `hours` runs out (migration 0059's business_add_hours). */
const businessDue = (hours: AnyPgColumn) => sql`business_add_hours(${t.createdAt}, ${hours})`;
const firstResponseDue = businessDue(p.firstResponseHours);
const resolutionDue = businessDue(p.resolutionHours);

/**
 * The SLA columns of a select that joins help_desk_priorities on the ticket's priority (decisions 051 and 108): due
 * times from created_at in business hours of the programme's calendar (weekends and holidays do not count); the
 * first-response clock stops at the first staff reply or, failing one, at resolution; the resolution clock at
 * resolved_at.
 */
export const slaColumns = {
  firstResponseDueAt: isoText(firstResponseDue),
  firstRespondedAt: sql<
    string | null
  >`case when ${t.firstRespondedAt} is null then null else ${isoText(sql`${t.firstRespondedAt}`)} end`,
  firstResponseOverdue: sql<boolean>`(coalesce(${t.firstRespondedAt}, ${t.resolvedAt}, now()) > ${firstResponseDue})`,
  resolutionDueAt: isoText(resolutionDue),
  resolvedAt: sql<
    string | null
  >`case when ${t.resolvedAt} is null then null else ${isoText(sql`${t.resolvedAt}`)} end`,
  resolutionOverdue: sql<boolean>`(coalesce(${t.resolvedAt}, now()) > ${resolutionDue})`,
};

/** The statuses of work not yet done: the Mine and Unassigned views. */
export const workingStatuses = ['New', 'Open', 'Pending'] as const;

/** Workflow order for the status sort; the same expression as migration 0030's index. */
export const statusRank = sql<number>`(case ${t.status} when 'New' then 1 when 'Open' then 2 when 'Pending' then 3
  when 'Resolved' then 4 when 'Closed' then 5 else 0 end)`;
