import { budRuleText, type RepackJob, repackYieldPercent } from '@homer/contracts/repack-jobs';
import { sql } from 'drizzle-orm';
import { isoText } from '../../db/iso-text.ts';
import type { Queryable } from '../../db/pool.ts';
import { verifyBlockedReason } from './verify-job.ts';

const at = (column: string) =>
  sql`case when ${sql.raw(column)} is null then null else ${isoText(sql.raw(column))} end`;
const nameOf = (column: string) =>
  sql.raw(`(select u.first_name || ' ' || u.last_name from users u where u.id = ${column})`);

type Row = Omit<
  RepackJob,
  'sources' | 'labelRuns' | 'verifyBlocked' | 'yieldPercent' | 'budRuleText' | 'signature' | 'budPolicy'
> & {
  startedBy: number | null;
  budRule: 'source_expiry' | 'remaining_quarter' | 'policy_months' | null;
  budMonths: number;
  budQuarterOfRemaining: boolean;
  signatureMethod: string | null;
  signatureMeaning: string | null;
};

/** The job as its page shows it to `userId`; null when there is no such job. */
export async function findRepackJob(db: Queryable, jobId: number, userId: number): Promise<RepackJob | null> {
  const { rows } = await db.execute<Row>(sql`
    select j.id, j.status, j.inventory_site_id as "inventorySiteId", s.name as "siteName",
      j.output_product_id as "outputProductId", p.product_name as "productName", p.ndc,
      sp.product_name as "sourceProductName", sp.ndc as "sourceNdc", p.dispensing_unit as "dispensingUnit",
      j.count_per_card as "countPerCard", coalesce(j.bud_months, p.bud_months) as "budMonths",
      coalesce(j.bud_quarter_of_remaining, p.bud_quarter_of_remaining) as "budQuarterOfRemaining",
      j.planned_cards as "plannedCards", j.container_class as "containerClass", j.note,
      j.ci_order_id as "ciOrderId", (select order_number from ci_orders where id = j.ci_order_id) as "ciOrderNumber",
      j.actual_cards as "actualCards", j.waste_units as "wasteUnits", j.sample_units as "sampleUnits",
      j.lot_id as "lotId", l.lot_number as "lotNumber", l.status as "lotStatus",
      to_char(j.beyond_use_date, 'YYYY-MM-DD') as "beyondUseDate", j.bud_rule as "budRule",
      w.name as "workstationName", j.line_clearance as "lineClearance",
      ${nameOf('j.created_by')} as "createdByName", ${at('j.created_at')} as "createdAt",
      j.started_by as "startedBy", ${nameOf('j.started_by')} as "startedByName", ${at('j.started_at')} as "startedAt",
      ${at('j.completed_at')} as "completedAt", ${nameOf('j.verified_by')} as "verifiedByName",
      ${at('j.verified_at')} as "verifiedAt", j.signature_method as "signatureMethod",
      j.signature_meaning as "signatureMeaning", j.rejection_reason as "rejectionReason",
      ${at('j.cancelled_at')} as "cancelledAt", j.document_id as "documentId",
      j.destruction_document_id as "destructionDocumentId"
    from repack_jobs j
    join inventory_sites s on s.id = j.inventory_site_id
    join ndc_products p on p.id = j.output_product_id
    join ndc_products sp on sp.id = j.source_product_id
    left join stock_lots l on l.id = j.lot_id
    left join ci_workstations w on w.id = j.ci_workstation_id
    where j.id = ${jobId}`);
  const row = rows[0];
  if (!row) return null;
  const [sources, labelRuns] = await Promise.all([
    db.execute<RepackJob['sources'][number]>(sql`
      select s.lot_id as "lotId", l.lot_number as "lotNumber", to_char(l.expiry_date, 'YYYY-MM-DD') as "expiryDate",
        s.quantity, s.used
      from repack_job_sources s join stock_lots l on l.id = s.lot_id
      where s.job_id = ${jobId} order by s.position`),
    db.execute<RepackJob['labelRuns'][number]>(sql`
      select r.id, r.label_count as count, r.is_reprint as "isReprint", r.reason,
        ${nameOf('r.printed_by')} as "printedByName", ${at('r.printed_at')} as "printedAt"
      from repack_label_runs r where r.job_id = ${jobId} order by r.id`),
  ]);
  const { startedBy, budRule, budMonths, budQuarterOfRemaining, signatureMethod, signatureMeaning, ...job } =
    row;
  const budPolicy = { months: budMonths, quarterOfRemaining: budQuarterOfRemaining };
  const cardUnits = (row.actualCards ?? 0) * row.countPerCard;
  return {
    ...job,
    budPolicy,
    budRuleText: budRule ? budRuleText(budRule, budPolicy) : null,
    yieldPercent:
      row.actualCards === null
        ? null
        : repackYieldPercent(cardUnits, row.wasteUnits ?? 0, row.sampleUnits ?? 0),
    signature: signatureMeaning ? `${signatureMeaning} (signed with ${signatureMethod})` : null,
    sources: sources.rows,
    labelRuns: labelRuns.rows,
    verifyBlocked:
      row.status === 'pending_verification'
        ? verifyBlockedReason({ status: row.status, startedBy }, userId)
        : null,
  };
}
