import { invoiceStatuses } from '@homer/contracts/ba';
import { sql } from 'drizzle-orm';
import { auditRef, auditTableLabels } from './audit-labels.ts';
import { baPrograms, budgetFunds, budgets, fiscalYears, invoices, purchaseOrders } from './ba.ts';
import { facilityRef } from './core.audit-labels.ts';

// The names the B&A screens show: FYyy/yy (contracts fiscalYearName) and a PO's number with its line past the
// first (web po-label.ts).
const fiscalYearRef = auditRef(
  'fiscal_years',
  'Fiscal Year',
  fiscalYears,
  fiscalYears.id,
  sql`'FY' || to_char(${fiscalYears.startDate}, 'YY') || '/' || to_char(${fiscalYears.endDate}, 'YY')`,
);
const programRef = auditRef('ba_programs', 'B&A Program', baPrograms, baPrograms.id, sql`${baPrograms.name}`);
const budgetRef = auditRef('budgets', 'Budget', budgets, budgets.id, sql`${budgets.name}`);
const poRef = auditRef(
  'purchase_orders',
  'Purchase Order',
  purchaseOrders,
  purchaseOrders.id,
  sql`${purchaseOrders.poNumber} || case when ${purchaseOrders.lineNumber} = 1 then '' else ' line ' || ${purchaseOrders.lineNumber} end`,
);
const invoiceRef = auditRef('invoices', 'Invoice', invoices, invoices.id, sql`${invoices.invoiceNumber}`);

/** How the Global Audit List reads changes of the B&A tables (schema/audit-labels.ts). */
export const auditLabels = [
  auditTableLabels(
    fiscalYears,
    {
      id: 'ID',
      startDate: 'Start Date',
      endDate: 'End Date',
      isCurrent: 'Is Current',
      isActive: 'Is Active',
    },
    fiscalYearRef,
  ),
  auditTableLabels(baPrograms, { id: 'ID', name: 'Name', isActive: 'Is Active' }, programRef),
  auditTableLabels(
    budgets,
    {
      id: 'ID',
      name: 'Budget Name',
      fiscalYearId: { label: 'Fiscal Year', ref: fiscalYearRef },
      programId: { label: 'Program', ref: programRef },
      oca: 'OCA',
      allocatedAmt: 'Allocated Amount',
      lowBudgetLevel: 'Notification Level',
      isLowBudgetLevelPercent: 'Notification Level Is a Percent',
      isActive: 'Is Active',
    },
    budgetRef,
  ),
  auditTableLabels(
    budgetFunds,
    {
      id: 'Fund ID',
      budgetId: { label: 'Budget', ref: budgetRef },
      fundNumber: 'Fund Number',
      fundName: 'Fund Name',
    },
    budgetRef,
  ),
  auditTableLabels(
    purchaseOrders,
    {
      id: 'ID',
      budgetId: { label: 'Budget', ref: budgetRef },
      poNumber: 'PO Number',
      lineNumber: 'Line Number',
      vendorName: 'Vendor Name',
      poValue: 'PO Value',
      purchaseReqNumber: 'Purchase Req #',
      purchaseReqPeriod: 'Purchase Req Period',
      isActive: 'Is Active',
    },
    poRef,
  ),
  auditTableLabels(
    invoices,
    {
      id: 'ID',
      budgetId: { label: 'Budget', ref: budgetRef },
      poId: { label: 'PO', ref: poRef },
      invoiceNumber: 'Invoice #',
      statusId: { label: 'Status', codes: invoiceStatuses },
      effectiveDate: 'Effective Date',
      requestNumber: 'Request #',
      confirmationNumber: 'Confirmation #',
      invoicedAmt: 'Invoice $',
      paidAmt: 'Paid $',
      paymentCrNum: 'Paid CR #',
      reconciledAmt: 'Reconciled $',
      facilityId: { label: 'Facility', ref: facilityRef },
      notes: 'Notes',
    },
    invoiceRef,
  ),
];
