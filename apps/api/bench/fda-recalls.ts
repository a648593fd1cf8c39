import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/pool.ts';
import { importRecalls } from '../src/features/fda-recalls/import-recalls.ts';
import { parseOpenFdaRecalls } from '../src/features/fda-recalls/openfda-format.ts';
import { type GoalRow, percentile } from './goal-row.ts';

export const benchRecalls = 10_000;
export const benchFormulary = 2_000;
const importGoalSeconds = 10;
const widgetP95Goal = 20;
const listP95Goal = 50;
const runs = 200;

/** Product k of a 20,000-product NDC space (5-3-2): labeler 70000–70019, product 000–999. */
const productNdc = (k: number) => `${70000 + Math.floor(k / 1000)}-${String(k % 1000).padStart(3, '0')}`;

/** `count` openFDA drug enforcement reports: 80% FL Ongoing, one to three products each, three years of dates. */
function openFdaFile(count: number) {
  const results = Array.from({ length: count }, (_, i) => {
    const products = [0, 1, 2]
      .slice(0, 1 + (i % 3))
      .map((n) => productNdc((i * 7919 + n * 104_729) % 20_000));
    const day = new Date(Date.UTC(2023, 0, 1) + (i % 1095) * 86_400_000).toISOString().slice(0, 10);
    return {
      recall_number: `B-${String(i).padStart(5, '0')}-2026`,
      status: i % 5 === 0 ? 'Terminated' : 'Ongoing',
      state: i % 10 === 1 ? 'GA' : 'FL',
      classification: ['Class I', 'Class II', 'Class III'][i % 3],
      product_description: `Bench product ${i}, ${products.length} strengths, tablets in bottles of 100, Rx only`,
      code_info: `Lot #: BL${i}A, BL${i}B, Exp 12/27`,
      reason_for_recall: 'Bench: failed dissolution specifications.',
      recalling_firm: `Bench Firm ${i % 300}`,
      recall_initiation_date: day.replace(/-/g, ''),
      report_date: day.replace(/-/g, ''),
      openfda: { product_ndc: products, package_ndc: products.map((p) => `${p}-01`) },
    };
  });
  return JSON.stringify({ meta: { results: { skip: 0, limit: count, total: count } }, results });
}

/** Every 10th product of the space in the formulary: 2,000 rows, as a large county formulary (audit off). */
async function ensureFormulary(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`alter table ndc_products disable trigger ndc_products_audit`);
    await tx.execute(sql`
      insert into ndc_products (ndc, product_name, package_description)
      select (70000 + (k / 1000))::text || '-' || lpad((k % 1000)::text, 3, '0') || '-01',
             'Bench formulary product ' || k, '100 tablets in 1 bottle'
      from generate_series(0, ${(benchFormulary - 1) * 10}, 10) as k
      on conflict (ndc_digits) do nothing`);
    await tx.execute(sql`alter table ndc_products enable trigger ndc_products_audit`);
  });
  await db.execute(sql`analyze ndc_products`);
}

async function timedGet(base: string, headers: Record<string, string>, path: string) {
  const get = async () => {
    const res = await fetch(`${base}${path}`, { headers });
    if (!res.ok) throw new Error(`${path}: HTTP ${res.status} ${await res.text()}`);
    return (await res.json()) as { value?: unknown[]; data?: unknown[] };
  };
  for (let i = 0; i < 5; i++) await get();
  const samples: number[] = [];
  let body = await get();
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    body = await get();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return {
    p50: percentile(samples, 50),
    p95: percentile(samples, 95),
    rows: (body.value ?? body.data ?? []).length,
  };
}

/**
 * Decision 059's figures: importing 10,000 openFDA recalls (parse and upsert, one transaction) within 10 s, then
 * the dashboard widget's call over them with a 2,000-product formulary at p95 ≤ 20 ms.
 */
export async function benchFdaRecalls(options: {
  db: Db;
  base: string;
  headers: Record<string, string>;
}): Promise<GoalRow[]> {
  const { db, base, headers } = options;
  await ensureFormulary(db);
  const file = openFdaFile(benchRecalls);
  const rows: GoalRow[] = [];
  for (const pass of ['first import', 're-import, unchanged'] as const) {
    const started = performance.now();
    const records = parseOpenFdaRecalls(JSON.parse(file));
    const { result } = await db.transaction((tx) =>
      importRecalls(tx, records, 'upload', 'bench', null, null),
    );
    const seconds = (performance.now() - started) / 1000;
    rows.push({
      name: `recalls: ${pass} of ${benchRecalls.toLocaleString('en-US')} (${result.inserted} new, ${result.updated} updated)`,
      value: `${seconds.toFixed(2)} s`,
      goal: `≤ ${importGoalSeconds} s`,
      met: seconds <= importGoalSeconds,
    });
  }
  await db.execute(sql`analyze fda_recalls`);
  console.log(
    `\n## FDA recalls, ${benchRecalls.toLocaleString('en-US')} recalls, ${benchFormulary.toLocaleString('en-US')} formulary products (${runs} sequential requests each)\n`,
  );
  const cases = [
    [
      'recalls widget: FL, Ongoing, in formulary',
      '/api/NdcDirectory/NdcDirectory/GetFdaRecallListWidget?state=FL&status=Ongoing&isInFormulary=true',
      widgetP95Goal,
    ],
    [
      'recalls widget: FL, Ongoing, all',
      '/api/NdcDirectory/NdcDirectory/GetFdaRecallListWidget?state=FL&status=Ongoing&isInFormulary=false',
      widgetP95Goal,
    ],
    [
      'recalls page: FL, Ongoing, in formulary, 25 rows with holdings',
      '/api/NdcDirectory/NdcDirectory/GetFdaRecallList?pageSize=25&isInFormulary=true',
      listP95Goal,
    ],
    [
      'recalls page: every state and status, search "firm 12"',
      '/api/NdcDirectory/NdcDirectory/GetFdaRecallList?pageSize=25&state=&status=&search=firm%2012',
      listP95Goal,
    ],
  ] as const;
  for (const [name, path, goal] of cases) {
    const t = await timedGet(base, headers, path);
    rows.push({
      name: `${name}, p50 (p95); ${t.rows} rows`,
      value: `${t.p50.toFixed(1)} (${t.p95.toFixed(1)}) ms`,
      goal: `p95 ≤ ${goal} ms`,
      met: t.p95 <= goal,
    });
  }
  return rows;
}

// Alone: an embedded database, the demo seed, 10,000 recalls and 2,000 formulary products, then the cases above.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { runStandalone } = await import('./standalone.ts');
  await runStandalone(
    { name: 'fda-recalls', pgPort: 54431, poolSize: 20, userName: 'admin' },
    ({ db, base, token }) => benchFdaRecalls({ db, base, headers: { authorization: `Bearer ${token}` } }),
  );
}
