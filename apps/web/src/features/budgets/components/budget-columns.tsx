import type { Budget } from '@homer/contracts/ba-budgets';
import { Button } from '@mantine/core';
import { IconFileInvoice } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatMoney } from '../../../shared/lib/format-money.ts';
import type { ListColumn } from '../../../shared/ui/list-page/list-column.ts';
import { AllocationInput } from './allocation-input.tsx';
import { FundsCell } from './funds-cell.tsx';

type Options = {
  /** B&A manager: the allocation is an inline input. */
  canEditAllocation: boolean;
  /** B&A manager: the Budget POs screen is theirs (route rule), so the row button is shown to them. */
  canViewPos: boolean;
  onViewFunds: (budget: Budget) => void;
};

const notificationLevel = (b: Budget) =>
  b.isLowBudgetLevelPercent ? `${Number(b.lowBudgetLevel)}%` : formatMoney(b.lowBudgetLevel);

/** Budget Tracking columns; money sorts by value (see the page's sortValue). */
export function budgetColumns({ canEditAllocation, canViewPos, onViewFunds }: Options): ListColumn<Budget>[] {
  const columns: ListColumn<Budget>[] = [
    { key: 'budgetName', title: 'Budget Name', sortable: true },
    { key: 'fiscalYearStr', title: 'Fiscal Year', sortable: true },
    { key: 'programName', title: 'Program', sortable: true },
    { key: 'oca', title: 'OCA', sortable: true },
    {
      key: 'allocatedAmt',
      title: 'Allocations',
      sortable: true,
      render: (b) => (canEditAllocation ? <AllocationInput budget={b} /> : formatMoney(b.allocatedAmt)),
    },
    {
      key: 'expenditures',
      title: 'Expenditures',
      sortable: true,
      render: (b) => formatMoney(b.expenditures),
    },
    {
      key: 'availableBudget',
      title: 'Available Budget',
      sortable: true,
      render: (b) => formatMoney(b.availableBudget),
    },
    {
      key: 'currentPOsValue',
      title: 'PO Value',
      sortable: true,
      render: (b) => formatMoney(b.currentPOsValue),
    },
    {
      key: 'pOsRemainingBalance',
      title: 'PO Balance',
      sortable: true,
      render: (b) => formatMoney(b.pOsRemainingBalance),
    },
    {
      key: 'remainingPoPercent',
      title: 'Remaining PO %',
      sortable: true,
      hiddenByDefault: true,
      render: (b) => (b.remainingPoPercent === null ? '' : `${b.remainingPoPercent}%`),
    },
    { key: 'lowBudgetLevel', title: 'Notification Level', hiddenByDefault: true, render: notificationLevel },
    { key: 'funds', title: 'Funds', render: (b) => <FundsCell budget={b} onViewAll={onViewFunds} /> },
    { key: 'isActiveStr', title: 'Is Active', sortable: true },
  ];
  if (canViewPos) {
    columns.push({
      key: 'pos',
      title: 'POs',
      render: (b) => (
        <Button
          component={Link}
          to={`/ba/budgets/pos/list/${b.budgetId}`}
          size="compact-sm"
          variant="light"
          leftSection={<IconFileInvoice size={16} aria-hidden="true" />}
          aria-label={`POs of ${b.budgetName}`}
        >
          POs
        </Button>
      ),
    });
  }
  return columns;
}
