import type { AreaDemoSeed, DemoBasis } from '../../db/area-demo-seed.ts';
import {
  baPrograms,
  budgetFunds,
  budgets,
  fiscalYears,
  invoices,
  purchaseOrders,
} from '../../db/schema/ba.ts';
import type { Tx } from '../../db/tx.ts';

type DemoInvoice = { status: 1 | 2 | 3 | 4 | 5; amount: string; date: string; paid?: boolean };
type DemoPo = {
  number: string;
  vendor: string;
  value: string;
  req?: [string, string];
  active?: boolean;
  invoices: DemoInvoice[];
};
type DemoBudget = {
  name: string;
  program: string | null;
  oca: string;
  allocation: string;
  funds: [string, string][];
  pos: DemoPo[];
  /** Invoices paid straight from the budget, without a PO. */
  direct?: DemoInvoice[];
  lowLevel?: { amount: string };
};

const programs = [
  'AIDS Drug Assistance Program',
  'Immunization',
  'Tuberculosis Control',
  'STD Prevention',
  'Pharmacy Operations',
] as const;

const paid = (amount: string, date: string): DemoInvoice => ({ status: 3, amount, date });
const reconciled = (amount: string, date: string): DemoInvoice => ({ status: 4, amount, date });
const pending = (amount: string, date: string): DemoInvoice => ({ status: 1, amount, date });
const approved = (amount: string, date: string): DemoInvoice => ({ status: 2, amount, date });

/**
 * FY26/27, the current demo year, a quarter in: each state a budget can be in (healthy, low, PO funds low, over
 * budget as in issue 10: $280,000 of POs on a $250,000 allocation), with the POs and invoices behind its figures.
 */
const currentYear: DemoBudget[] = [
  {
    name: 'ADAP Pharmacy Purchases',
    program: 'AIDS Drug Assistance Program',
    oca: 'ADAP1',
    allocation: '250000.00',
    funds: [
      ['2021', 'General Revenue Fund'],
      ['2339', 'Federal Grants Trust Fund - Ryan White Part B'],
    ],
    pos: [
      {
        number: 'B4A1C2-2026-00017',
        vendor: 'McKesson Specialty Health',
        value: '180000.00',
        req: ['PR-26-0412', '2026-07'],
        invoices: [
          reconciled('28500.00', '2026-07-28'),
          paid('13500.00', '2026-08-14'),
          pending('17250.00', '2026-09-22'),
        ],
      },
      {
        number: 'B4A1C2-2026-00018',
        vendor: 'Cardinal Health 110 LLC',
        value: '100000.00',
        req: ['PR-26-0413', '2026-07'],
        invoices: [approved('22400.00', '2026-09-30')],
      },
    ],
  },
  {
    name: 'ADAP Insurance Premiums',
    program: 'AIDS Drug Assistance Program',
    oca: 'ADAPI',
    allocation: '1800000.00',
    funds: [['2339', 'Federal Grants Trust Fund - Ryan White Part B']],
    pos: [
      {
        number: 'C7D2E9-2026-00003',
        vendor: 'Florida Blue',
        value: '1200000.00',
        req: ['PR-26-0101', '2026-07'],
        invoices: [
          reconciled('150000.00', '2026-07-31'),
          reconciled('150000.00', '2026-08-31'),
          paid('150000.00', '2026-09-30'),
        ],
      },
    ],
  },
  {
    name: 'Vaccines for Adults',
    program: 'Immunization',
    oca: 'IMM26',
    allocation: '640000.00',
    funds: [
      ['2021', 'General Revenue Fund'],
      ['2339', 'Federal Grants Trust Fund - Section 317'],
      ['2195', 'Operations and Maintenance Trust Fund'],
      ['2122', 'Grants and Donations Trust Fund'],
    ],
    pos: [
      {
        number: 'A9F3K1-2026-00044',
        vendor: 'Merck Sharp & Dohme LLC',
        value: '260000.00',
        invoices: [reconciled('96000.00', '2026-08-05'), paid('71250.00', '2026-09-10')],
      },
      {
        number: 'A9F3K1-2026-00045',
        vendor: 'GlaxoSmithKline LLC',
        value: '195000.00',
        invoices: [paid('64800.00', '2026-08-19'), pending('41300.00', '2026-10-02')],
      },
      {
        number: 'A9F3K1-2026-00046',
        vendor: 'Sanofi Pasteur Inc.',
        value: '150000.00',
        invoices: [paid('38900.00', '2026-09-03')],
      },
    ],
  },
  {
    name: 'Tuberculosis Medications',
    program: 'Tuberculosis Control',
    oca: 'TB001',
    allocation: '95000.00',
    funds: [['2021', 'General Revenue Fund']],
    pos: [
      {
        number: 'D2H8L5-2026-00009',
        vendor: 'Sandoz Inc.',
        value: '40000.00',
        invoices: [reconciled('21600.00', '2026-07-21'), paid('15150.00', '2026-09-08')],
      },
      {
        number: 'D2H8L5-2026-00010',
        vendor: 'Akorn Operating Company',
        value: '12500.00',
        invoices: [paid('11900.00', '2026-08-26')],
      },
    ],
  },
  {
    name: 'STD Clinic Supplies',
    program: 'STD Prevention',
    oca: 'STD14',
    allocation: '120000.00',
    funds: [['2339', 'Federal Grants Trust Fund - STD Prevention']],
    pos: [
      {
        number: 'E5M1P7-2026-00021',
        vendor: 'Henry Schein Inc.',
        value: '48000.00',
        invoices: [paid('9875.40', '2026-08-12'), pending('6210.15', '2026-09-29')],
      },
    ],
    direct: [paid('1240.00', '2026-07-15')],
  },
  {
    name: 'Central Pharmacy Operations',
    program: 'Pharmacy Operations',
    oca: 'PHOPS',
    allocation: '480000.00',
    funds: [
      ['2021', 'General Revenue Fund'],
      ['2195', 'Operations and Maintenance Trust Fund'],
    ],
    pos: [
      {
        number: 'F8Q4R2-2026-00002',
        vendor: 'Medline Industries LP',
        value: '85000.00',
        invoices: [
          reconciled('18420.75', '2026-07-30'),
          paid('20115.30', '2026-08-28'),
          paid('17980.00', '2026-09-25'),
        ],
      },
      {
        number: 'F8Q4R2-2026-00003',
        vendor: 'Owens & Minor Distribution Inc.',
        value: '62000.00',
        invoices: [paid('14250.00', '2026-09-02'), { status: 5, amount: '3100.00', date: '2026-09-04' }],
      },
      {
        number: 'F8Q4R2-2025-00031',
        vendor: 'Stericycle Inc.',
        value: '18000.00',
        active: false,
        invoices: [],
      },
    ],
    lowLevel: { amount: '50000.00' },
  },
  {
    name: 'Naloxone Distribution',
    program: 'Pharmacy Operations',
    oca: 'NALOX',
    allocation: '300000.00',
    funds: [['2339', 'Federal Grants Trust Fund - State Opioid Response']],
    pos: [
      {
        number: 'G3T6V8-2026-00012',
        vendor: 'Emergent BioSolutions',
        value: '210000.00',
        invoices: [reconciled('70000.00', '2026-08-01'), paid('70000.00', '2026-09-01')],
      },
    ],
  },
];

/** FY25/26, closed out: spent to the allocation. */
const lastYear: DemoBudget[] = [
  {
    name: 'ADAP Pharmacy Purchases',
    program: 'AIDS Drug Assistance Program',
    oca: 'ADAP1',
    allocation: '235000.00',
    funds: [['2021', 'General Revenue Fund']],
    pos: [
      {
        number: 'B4A1C2-2025-00102',
        vendor: 'McKesson Specialty Health',
        value: '235000.00',
        invoices: [reconciled('117500.00', '2025-11-14'), reconciled('117500.00', '2026-04-17')],
      },
    ],
  },
  {
    name: 'Vaccines for Adults',
    program: 'Immunization',
    oca: 'IMM25',
    allocation: '610000.00',
    funds: [['2339', 'Federal Grants Trust Fund - Section 317']],
    pos: [
      {
        number: 'A9F3K1-2025-00071',
        vendor: 'Merck Sharp & Dohme LLC',
        value: '598000.00',
        invoices: [reconciled('301000.00', '2025-10-09'), reconciled('297000.00', '2026-03-12')],
      },
    ],
  },
];

/** Invoice numbers run on from INV-55001 across the demo. */
const serial = { next: 55001 };
const invoiceRow = (
  budgetId: number,
  poId: number | null,
  inv: DemoInvoice,
  facilityId: number | undefined,
) => {
  const n = String(serial.next++);
  const paidAmt = inv.status === 3 || inv.status === 4 ? inv.amount : '0';
  return {
    budgetId,
    poId,
    invoiceNumber: `INV-${n}`,
    statusId: inv.status,
    effectiveDate: inv.date,
    requestNumber: `REQ-${n}`,
    confirmationNumber: inv.status === 1 ? null : `CNF-${n}`,
    invoicedAmt: inv.amount,
    paidAmt,
    paymentCrNum: paidAmt === '0' ? null : `CR-${n}`,
    reconciledAmt: inv.status === 4 ? inv.amount : '0',
    facilityId: facilityId ?? null,
  };
};

async function seedYear(
  tx: Tx,
  fiscalYearId: number,
  rows: DemoBudget[],
  programIds: Map<string, number>,
  facilityId: number | undefined,
) {
  for (const b of rows) {
    const [budget] = await tx
      .insert(budgets)
      .values({
        name: b.name,
        fiscalYearId,
        programId: b.program ? (programIds.get(b.program) ?? null) : null,
        oca: b.oca,
        allocatedAmt: b.allocation,
        ...(b.lowLevel ? { lowBudgetLevel: b.lowLevel.amount, isLowBudgetLevelPercent: false } : {}),
      })
      .returning({ id: budgets.id });
    if (!budget) throw new Error('budget insert returned nothing');
    await tx
      .insert(budgetFunds)
      .values(b.funds.map(([fundNumber, fundName]) => ({ budgetId: budget.id, fundNumber, fundName })));
    const invoiceRows = (b.direct ?? []).map((inv) => invoiceRow(budget.id, null, inv, facilityId));
    for (const po of b.pos) {
      const [row] = await tx
        .insert(purchaseOrders)
        .values({
          budgetId: budget.id,
          poNumber: po.number,
          vendorName: po.vendor,
          poValue: po.value,
          purchaseReqNumber: po.req?.[0] ?? null,
          purchaseReqPeriod: po.req?.[1] ?? null,
          isActive: po.active ?? true,
        })
        .returning({ id: purchaseOrders.id });
      if (!row) throw new Error('purchase order insert returned nothing');
      invoiceRows.push(...po.invoices.map((inv) => invoiceRow(budget.id, row.id, inv, facilityId)));
    }
    // One statement per budget: the figure triggers add the whole set at once (decision 026).
    if (invoiceRows.length > 0) await tx.insert(invoices).values(invoiceRows);
  }
}

/**
 * The Budget & Accounting demo (issue 10: the budget screens were empty): programmes, and budgets with funds, POs
 * and invoices in the current fiscal year (FY26/27) and the one before.
 */
async function seedBudgetsDemo(tx: Tx, demo: DemoBasis): Promise<void> {
  serial.next = 55001;
  const years = await tx.select({ id: fiscalYears.id, startDate: fiscalYears.startDate }).from(fiscalYears);
  const yearId = (start: string) => years.find((y) => y.startDate === start)?.id;
  const current = yearId('2026-07-01');
  const previous = yearId('2025-07-01');
  if (current === undefined || previous === undefined) return;
  const inserted = await tx
    .insert(baPrograms)
    .values(programs.map((name) => ({ name })))
    .returning({ id: baPrograms.id, name: baPrograms.name });
  const programIds = new Map(inserted.map((p) => [p.name, p.id]));
  await seedYear(tx, current, currentYear, programIds, demo.facilityIds[0]);
  await seedYear(tx, previous, lastYear, programIds, demo.facilityIds[0]);
  // Only the current year's programmes are in use; one retired programme shows the Is Active filter.
  await tx.insert(baPrograms).values({ name: 'Hepatitis Prevention', isActive: false });
}

export const demoSeed: AreaDemoSeed = { area: 'budgets', after: [], seed: seedBudgetsDemo };
