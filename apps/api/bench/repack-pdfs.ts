import { gtinForNdc } from '@homer/contracts/gs1';
import { unitDoseLabelsPdf } from '../src/platform/pdf/label-sheet.ts';
import { tableDocumentPdf } from '../src/platform/pdf/table-document.ts';
import { type GoalRow, percentile } from './goal-row.ts';

const runs = 20;

async function timed(work: () => Promise<Uint8Array>) {
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    bytes = (await work()).length;
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), bytes };
}

/**
 * Issue 30's PDFs, rendered in this process as the server renders them: 500 unit-dose labels (time and how much the
 * process's resident memory grows over the runs) and a 50-line county invoice.
 */
export async function benchRepackPdfs(): Promise<GoalRow[]> {
  const labels = () =>
    unitDoseLabelsPdf({
      count: 500,
      productName: 'Metformin HCl Tablets 500 mg, unit dose',
      ndc: '0591-0405-10',
      lot: 'RP000123',
      beyondUseDate: '2027-11-29',
      quantityText: '30 tablets',
      footer: 'Repackaged by HOMER · job #123',
      gtin: gtinForNdc('0591040510'),
    });
  const invoice = () =>
    tableDocumentPdf({
      programme: 'Bureau of Public Health Pharmacy',
      title: 'Invoice CI-2026-0001',
      subtitle: 'Orange County Health Department Pharmacy',
      meta: [
        { label: 'Shipped', value: '11/29/2026' },
        { label: 'Order', value: 'CI-2026-0001' },
      ],
      columns: [
        { header: 'NDC', width: 1.2 },
        { header: 'Product', width: 3 },
        { header: 'Lot', width: 1 },
        { header: 'BUD', width: 1 },
        { header: 'Cards', align: 'right' },
        { header: 'Unit cost', align: 'right' },
        { header: 'Amount', align: 'right' },
      ],
      rows: Array.from({ length: 50 }, (_, i) => [
        '50090-4055-0',
        `Unit-dose product ${i + 1}`,
        `RP${String(i).padStart(6, '0')}`,
        '11/29/2027',
        '12',
        '$0.4500',
        '$162.00',
      ]),
      totals: ['', 'Total', '', '', '600', '', '$8,100.00'],
    });
  await labels(); // the first PDF of a process loads the font metrics
  const gc = (globalThis as { gc?: () => void }).gc ?? (() => undefined);
  // One render's growth: from a collected heap to just after the render, garbage included; the largest of the runs.
  let growth = 0;
  for (let i = 0; i < 5; i++) {
    gc();
    const before = process.memoryUsage().rss;
    await labels();
    growth = Math.max(growth, process.memoryUsage().rss - before);
  }
  const growthMb = growth / 1024 / 1024;
  const label = await timed(labels);
  const inv = await timed(invoice);
  console.log(`\n### Repack PDFs (${runs} runs each)\n`);
  console.log(
    `- 500 labels: p50 ${label.p50.toFixed(0)} ms, p95 ${label.p95.toFixed(0)} ms, ${(label.bytes / 1024).toFixed(1)} KiB; one render grows RSS by up to ${growthMb.toFixed(1)} MB`,
  );
  console.log(
    `- 50-line invoice: p50 ${inv.p50.toFixed(0)} ms, p95 ${inv.p95.toFixed(0)} ms, ${(inv.bytes / 1024).toFixed(1)} KiB`,
  );
  return [
    {
      name: 'a 500-label PDF, p95',
      value: `${label.p95.toFixed(0)} ms`,
      goal: '≤ 2,000 ms',
      met: label.p95 <= 2000,
    },
    {
      name: 'a 500-label PDF, memory growth of one render',
      value: `${growthMb.toFixed(1)} MB`,
      goal: '≤ 50 MB',
      met: growthMb <= 50,
    },
    {
      name: 'a 50-line invoice PDF, p95',
      value: `${inv.p95.toFixed(0)} ms`,
      goal: '≤ 300 ms',
      met: inv.p95 <= 300,
    },
  ];
}
