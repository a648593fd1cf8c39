import { looksLikeGs1, parseGs1 } from '@homer/contracts/gs1';
import { mobileScanningMessages as m, type PhoneScan } from '@homer/contracts/mobile-scanning';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/pool.ts';
import { publishLiveEvent } from '../../platform/notify/publish-live-event.ts';
import { lotNamedIn } from '../../platform/recalls/recall-holdings.ts';
import { HttpError } from '../../plugins/errors.ts';

/** The calendar day in `timeZone` (the phone's), as YYYY-MM-DD. */
export function dayIn(timeZone: string, now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(now);
}

/**
 * Recalls that name the NDC, by package or product NDC as the recalls page's holdings match it; when the lot is
 * known, only those whose code info names it (the same whole-word rule). Terminated recalls are over.
 */
async function recallsOf(db: Db, ndc: string, lot: string | null): Promise<string[]> {
  const { rows } = await db.execute<{ recall_number: string }>(sql`
    select recall_number from fda_recalls
    where status <> 'Terminated'
      and (${ndc} = any(package_ndc_digits)
        or exists (select 1 from unnest(product_ndcs) p where starts_with(${ndc}, replace(p, '-', ''))))
      and (${lot}::text is null or ${lotNamedIn(sql`${lot}::text`, sql`code_info`)})
    order by recall_number`);
  return rows.map((r) => r.recall_number);
}

async function productOf(db: Db, ndc: string) {
  const { rows } = await db.execute<{ ndc: string; product_name: string }>(
    sql`select ndc, product_name from ndc_products where ndc_digits = ${ndc}`,
  );
  return rows[0] ?? null;
}

/**
 * POST api/MobileScanning/Scan: reads the code, flags an expired or recalled item and hands the scan to the
 * user's own desktop sessions; the page at parentUrl takes it (decision 060).
 */
export async function receiveScan(
  db: Db,
  input: { userId: number; parentUrl: string; value: string; timeZone: string; now?: Date },
): Promise<PhoneScan> {
  const now = input.now ?? new Date();
  let gs1: PhoneScan['gs1'] = null;
  if (looksLikeGs1(input.value)) {
    const parsed = parseGs1(input.value);
    if (!parsed.ok) throw new HttpError(400, m.notGs1(parsed.error));
    gs1 = parsed.fields;
  }
  const [product, recallNumbers] = gs1?.ndc
    ? await Promise.all([productOf(db, gs1.ndc), recallsOf(db, gs1.ndc, gs1.lot)])
    : [null, []];
  const scan: PhoneScan = {
    parentUrl: input.parentUrl,
    value: input.value,
    gs1,
    productName: product?.product_name ?? null,
    ndc: product?.ndc ?? null,
    expired: gs1?.expiry != null && gs1.expiry < dayIn(input.timeZone, now),
    recalled: recallNumbers.length > 0,
    recallNumbers,
    scannedAt: now.toISOString(),
  };
  // A mobile-scanning stream hears only events naming its session, so this reaches the user's other sessions.
  await publishLiveEvent(db, { userIds: [input.userId] }, 'phoneScan', scan);
  return scan;
}
