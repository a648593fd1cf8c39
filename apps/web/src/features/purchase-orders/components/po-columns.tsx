import { type PurchaseOrder, purchaseOrderMessages } from '@homer/contracts/ba-purchase-orders';
import { Anchor, Badge, Button } from '@mantine/core';
import { IconAlertTriangle, IconFileInvoice } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatPercent } from '../../../shared/lib/format-money.ts';
import type { LegendItem, ListColumn } from '../../../shared/ui/list-page/list-column.ts';
import { MoneyText } from '../../../shared/ui/money-text.tsx';
import type { RowTone } from '../../../shared/ui/scheme-tokens.ts';
import { poLabel } from '../lib/po-label.ts';

/** What the row colour says, written on the row too (WCAG 1.4.1), and the legend's first words. */
export const poLowLabel = 'PO balance low';
export const poLegend: readonly LegendItem[] = [
  { tone: 'po-low', label: `${poLowLabel}: PO balance below threshold` },
];
/** Spec: a PO row is highlighted with a warning colour when belowPOLevelThreshold (the spec's PO-low orange). */
export const poRowColour = (po: PurchaseOrder): RowTone | undefined =>
  po.belowPOLevelThreshold ? 'po-low' : undefined;

export const poEditPath = (poId: number, budgetId: number) => `/ba/budgets/pos/edit/${poId}/${budgetId}`;
export const invoiceListPath = (budgetId: number, poId?: number) =>
  poId ? `/ba/budgets/invoices/list/${budgetId}/${poId}` : `/ba/budgets/invoices/list/${budgetId}`;

/** The rule of the delete column (spec §5), for its header. */
export const deleteColumnHint = purchaseOrderMessages.deleteRule;

/** The PO table's columns; the delete cell comes from the page, which knows the user's rights. */
export function poColumns(deleteCell: (po: PurchaseOrder) => ReactNode): ListColumn<PurchaseOrder>[] {
  return [
    {
      key: 'poNumber',
      title: 'PO #',
      sortable: true,
      // A PO number (B4A1C2-2026-00017) is one token: never broken across lines.
      render: (po) => (
        <>
          <Anchor
            component={Link}
            to={poEditPath(po.poId, po.budgetId)}
            fw={600}
            style={{ whiteSpace: 'nowrap' }}
          >
            {po.poNumber}
          </Anchor>
          {po.belowPOLevelThreshold && (
            <Badge
              display="flex"
              w="fit-content"
              mt={4}
              size="sm"
              color="dark.6"
              leftSection={<IconAlertTriangle size={12} aria-hidden="true" />}
              styles={{
                root: { textTransform: 'none', overflow: 'visible' },
                label: { overflow: 'visible' },
              }}
            >
              {poLowLabel}
            </Badge>
          )}
        </>
      ),
    },
    { key: 'lineNumber', title: 'Line #', sortable: true },
    { key: 'vendorName', title: 'Vendor', sortable: true },
    { key: 'poValue', title: 'PO Value', sortable: true, render: (po) => <MoneyText amount={po.poValue} /> },
    {
      key: 'expendituresYtd',
      title: 'Expenditures YTD',
      headerHint: 'Spent on this purchase order so far this fiscal year (YTD: year to date).',
      sortable: true,
      render: (po) => <MoneyText amount={po.expendituresYtd} />,
    },
    {
      key: 'remainingPoBalance',
      title: 'Remaining PO Balance',
      headerHint: 'PO value minus expenditures YTD: what is still to be spent on the order.',
      sortable: true,
      render: (po) => <MoneyText amount={po.remainingPoBalance} />,
    },
    {
      key: 'remainingPoPercent',
      title: 'Remaining PO %',
      headerHint: 'The remaining PO balance as a percentage of the budget’s allocations.',
      sortable: true,
      render: (po) => formatPercent(po.remainingPoPercent),
    },
    {
      key: 'purchaseReqNumber',
      title: 'Purchase Req #',
      headerHint: 'The number of the purchase requisition the order was raised from.',
      sortable: true,
    },
    { key: 'purchaseReqPeriod', title: 'Purchase Req Period', sortable: true, hiddenByDefault: true },
    { key: 'isActive', title: 'Is Active', sortable: true },
    {
      key: 'invoices',
      title: 'Invoices',
      render: (po) => (
        <Button
          component={Link}
          to={invoiceListPath(po.budgetId, po.poId)}
          size="compact-xs"
          variant="default"
          leftSection={<IconFileInvoice size={14} aria-hidden="true" />}
          aria-label={`Invoices for ${poLabel(po)}`}
        >
          Invoices
        </Button>
      ),
    },
    { key: 'delete', title: 'Delete', headerHint: deleteColumnHint, render: deleteCell },
  ];
}

const numericFields = new Set(['poValue', 'expendituresYtd', 'remainingPoBalance', 'remainingPoPercent']);

/** Sort keys for the browser-side paging: amounts by value, text case-insensitively. */
export function poSortValue(po: PurchaseOrder, field: string): string | number | boolean | null {
  const value = po[field as keyof PurchaseOrder] ?? null;
  if (value === null) return null;
  if (numericFields.has(field)) return Number(value);
  return typeof value === 'string' ? value.toLowerCase() : value;
}

export const poSearchText = (po: PurchaseOrder) =>
  [po.poNumber, po.vendorName, po.purchaseReqNumber ?? '', po.purchaseReqPeriod ?? ''].join(' ');
