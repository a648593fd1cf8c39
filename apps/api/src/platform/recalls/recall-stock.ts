import { formatUnitsAndPacks } from '@homer/contracts/stock-quantity';
import { sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import { idArray } from '../../db/id-array.ts';
import type { Tx } from '../../db/tx.ts';
import { type NotifyResult, notify } from '../notify/notify.ts';
import { lotNamedIn, productOfRecall } from './recall-holdings.ts';

export type RecalledLot = {
  lotId: number;
  inventorySiteId: number;
  facilityId: number;
  siteName: string;
  lotNumber: string;
  ndc: string;
  productName: string;
  onHand: number;
  dispensingUnit: string;
  packSize: number;
  recallNumber: string;
};

/** A recall of every lot: its code info says "all lots", or speaks of no lot at all. */
export const wholeProduct = sql`(r.code_info ~* '\\mall\\s+lots\\M' or r.code_info !~* '\\mlots?\\M')`;

/**
 * Recalls act on stock (decision 099): every lot with units on hand of an Ongoing recall's product goes to status
 * recalled when the recall names it in its code info, or when the recall is of every lot (wholeProduct). Lots
 * already recalled, expired or damaged are left as they are, so running this again changes nothing and notifies no
 * one twice. A recalled lot is never allocated, and its allocations cannot ship.
 */
export async function recallMatchedLots(tx: Tx): Promise<RecalledLot[]> {
  const { rows } = await tx.execute<RecalledLot>(sql`
    with matched as (
      select distinct on (st.id) st.id, r.recall_number
      from fda_recalls r
      join ndc_products p on ${productOfRecall}
      join stock_lots st on st.ndc_product_id = p.id and st.on_hand > 0
        and st.status in ('available', 'on_hold', 'quarantine')
      where r.status = 'Ongoing'
        and (${lotNamedIn(sql`st.lot_number`, sql`r.code_info`)} or ${wholeProduct})
      order by st.id, r.recall_number
    )
    update stock_lots l set status = 'recalled'
    from matched m, ndc_products p, inventory_sites s
    where l.id = m.id and p.id = l.ndc_product_id and s.id = l.inventory_site_id
    returning l.id as "lotId", l.inventory_site_id as "inventorySiteId", s.facility_id as "facilityId",
      s.name as "siteName", l.lot_number as "lotNumber", p.ndc, p.product_name as "productName",
      l.on_hand as "onHand", p.dispensing_unit as "dispensingUnit", p.pack_size as "packSize",
      m.recall_number as "recallNumber"`);
  return rows;
}

/**
 * Tells the Inventory staff of each recalled lot's facility (members of that facility with Inventory access at
 * Technician or above) that the lot is held; the link opens the lot. Emails in the result go out after commit.
 */
export async function notifyRecalledLots(
  tx: Tx,
  config: Pick<Config, 'publicBaseUrl'>,
  lots: readonly RecalledLot[],
): Promise<NotifyResult['emails']> {
  const emails: NotifyResult['emails'] = [];
  if (lots.length === 0) return emails;
  // Every facility's members in one statement: a recall of a whole product names a lot at many sites.
  const { rows } = await tx.execute<{ facilityId: number; userId: number }>(
    sql`select facility_id as "facilityId", user_id as "userId" from user_facilities
        where facility_id = any(${idArray(lots.map((lot) => lot.facilityId))})`,
  );
  const members = new Map<number, number[]>();
  for (const row of rows) members.set(row.facilityId, [...(members.get(row.facilityId) ?? []), row.userId]);
  for (const lot of lots) {
    const recipients = members.get(lot.facilityId) ?? [];
    if (recipients.length === 0) continue;
    const result = await notify(tx, config, {
      typeKey: 'pharmacy.stock-recalled',
      recipients,
      title: `Recalled: lot ${lot.lotNumber} of ${lot.productName}`,
      message: `FDA recall ${lot.recallNumber} names lot ${lot.lotNumber} of ${lot.productName} (NDC ${lot.ndc}). The ${formatUnitsAndPacks(lot.onHand, lot)} at ${lot.siteName} ${lot.onHand === 1 ? 'is' : 'are'} now Recalled and cannot be dispensed.`,
      link: `inventories/stock/lot/${lot.lotId}`,
    });
    emails.push(...result.emails);
  }
  return emails;
}
