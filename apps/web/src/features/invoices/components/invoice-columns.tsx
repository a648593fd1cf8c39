import type { InvoiceListRow } from '@homer/contracts/ba-invoices';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { usDate } from '../../../shared/lib/us-date.ts';
import type { ListColumn } from '../../../shared/ui/list-page/list-column.ts';
import { MoneyText } from '../../../shared/ui/money-text.tsx';

export const invoiceEditPath = (invoiceId: number, budgetId: number) =>
  `/ba/budgets/invoices/edit/${invoiceId}/${budgetId}`;

/** Spec document 3 "Budget Invoices": the mobile card's lines, titled as the spec names them. */
export const invoiceCardColumns: readonly ListColumn<InvoiceListRow>[] = [
  {
    key: 'effectiveDate',
    title: 'Effective Dt',
    headerHint: 'Effective date: the date the invoice takes effect, as entered on the invoice.',
    sortable: true,
    render: (r) => usDate(r.effectiveDate),
  },
  {
    key: 'requestNumber',
    title: 'Request #',
    headerHint: 'The payment request number entered on the invoice.',
    sortable: true,
  },
  {
    key: 'confirmationNumber',
    title: 'Confirm #',
    headerHint: 'Confirmation number: the number confirming the payment request, entered on the invoice.',
    sortable: true,
  },
  // PO numbers (B4A1C2-2026-00017) read as one token: never broken across lines.
  {
    key: 'poNumber',
    title: 'PO #',
    sortable: true,
    render: (r) => <span style={{ whiteSpace: 'nowrap' }}>{r.poNumber}</span>,
  },
  {
    key: 'invoicedAmt',
    title: 'Invoice $',
    sortable: true,
    render: (r) => <MoneyText amount={r.invoicedAmt} />,
  },
  { key: 'paidAmt', title: 'Paid $', sortable: true, render: (r) => <MoneyText amount={r.paidAmt} /> },
  {
    key: 'paymentCrNum',
    title: 'Paid CR #',
    headerHint: 'The reference number recorded when the invoice was paid.',
    sortable: true,
  },
  {
    key: 'reconciledAmt',
    title: 'Reconciled $',
    headerHint: 'The part of the invoice amount reconciled with the accounting records.',
    sortable: true,
    render: (r) => <MoneyText amount={r.reconciledAmt} />,
  },
];

const byKey = (key: string) => {
  const column = invoiceCardColumns.find((c) => c.key === key);
  if (!column) throw new Error(`no invoice column ${key}`);
  return column;
};

/** The desktop table (its column list is not shown by the spec): the card's lines plus number, status and facility. */
export const invoiceTableColumns: readonly ListColumn<InvoiceListRow>[] = [
  { key: 'invoiceId', title: 'Invoice ID', sortable: true, hiddenByDefault: true },
  {
    key: 'invoiceNumber',
    title: 'Invoice #',
    sortable: true,
    // The row opens the invoice too; the number is its link, so it reads as something that opens (issue 27).
    render: (r) => (
      <Anchor component={Link} to={invoiceEditPath(r.invoiceId, r.budgetId)} fw={600}>
        {r.invoiceNumber}
      </Anchor>
    ),
  },
  { key: 'statusName', title: 'Status', sortable: true },
  ...['effectiveDate', 'requestNumber', 'confirmationNumber', 'poNumber'].map(byKey),
  ...['invoicedAmt', 'paidAmt', 'paymentCrNum', 'reconciledAmt'].map(byKey),
  { key: 'facilityName', title: 'Facility', sortable: true },
];
