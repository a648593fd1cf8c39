import type { Budget } from '@homer/contracts/ba-budgets';
import { ActionIcon, Anchor, Tooltip } from '@mantine/core';
import { IconFileInvoice } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatMoney } from '../../../shared/lib/format-money.ts';
import type { ListColumn } from '../../../shared/ui/list-page/list-column.ts';
import { MoneyText } from '../../../shared/ui/money-text.tsx';
import { budgetStatuses } from '../lib/budget-status.ts';
import { AllocationInput } from './allocation-input.tsx';
import { FundsCell } from './funds-cell.tsx';
import { StatusBadges } from './status-badges.tsx';

type Options = {
  /** B&A manager: the allocation is an inline input. */
  canEditAllocation: boolean;
  /** B&A manager: the Budget POs screen is theirs (route rule), so the row button is shown to them. */
  canViewPos: boolean;
  onViewFunds: (budget: Budget) => void;
};

const notificationLevel = (b: Budget) =>
  b.isLowBudgetLevelPercent ? `${Number(b.lowBudgetLevel)}%` : formatMoney(b.lowBudgetLevel);

/**
 * Budget Tracking columns; money sorts by value (see the page's sortValue). Made to fit 1280 px (issue 10): the
 * fiscal year (named by the filter), programme and OCA (on the detail page) start hidden, amounts never wrap,
 * funds wrap within their column, the POs link is an icon, and the row's status is written under its name.
 */
export function budgetColumns({ canEditAllocation, canViewPos, onViewFunds }: Options): ListColumn<Budget>[] {
  const columns: ListColumn<Budget>[] = [
    {
      key: 'budgetName',
      title: 'Budget Name',
      sortable: true,
      // The row opens the budget too; the name is its link, so it reads as something that opens (issue 27).
      render: (b) => (
        <>
          <Anchor component={Link} to={`/ba/budgets/details/${b.budgetId}`} fw={600}>
            {b.budgetName}
          </Anchor>
          <StatusBadges statuses={budgetStatuses(b)} />
        </>
      ),
    },
    { key: 'fiscalYearStr', title: 'Fiscal Year', sortable: true, hiddenByDefault: true },
    { key: 'programName', title: 'Program', sortable: true, hiddenByDefault: true },
    {
      key: 'oca',
      title: 'OCA',
      headerHint: 'Other Cost Accumulator: the state accounting code the budget is charged to.',
      sortable: true,
      hiddenByDefault: true,
    },
    {
      key: 'allocatedAmt',
      title: 'Allocations',
      sortable: true,
      render: (b) =>
        canEditAllocation ? <AllocationInput budget={b} /> : <MoneyText amount={b.allocatedAmt} />,
    },
    {
      key: 'expenditures',
      title: 'Expenditures',
      sortable: true,
      render: (b) => <MoneyText amount={b.expenditures} />,
    },
    {
      key: 'availableBudget',
      title: 'Available Budget',
      headerHint: 'Allocations minus expenditures minus the PO balance: what is left to commit.',
      sortable: true,
      render: (b) => <MoneyText amount={b.availableBudget} />,
    },
    {
      key: 'currentPOsValue',
      title: 'PO Value',
      sortable: true,
      render: (b) => <MoneyText amount={b.currentPOsValue} />,
    },
    {
      key: 'pOsRemainingBalance',
      title: 'PO Balance',
      headerHint: 'What is still to be spent on the budget’s purchase orders.',
      sortable: true,
      render: (b) => <MoneyText amount={b.pOsRemainingBalance} />,
    },
    {
      key: 'remainingPoPercent',
      title: 'Remaining PO %',
      headerHint: 'The PO balance as a percentage of the allocations.',
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
        <Tooltip label={`POs of ${b.budgetName}`} withArrow>
          <ActionIcon
            component={Link}
            to={`/ba/budgets/pos/list/${b.budgetId}`}
            variant="light"
            size="lg"
            aria-label={`POs of ${b.budgetName}`}
          >
            <IconFileInvoice size={18} aria-hidden="true" />
          </ActionIcon>
        </Tooltip>
      ),
    });
  }
  return columns;
}
