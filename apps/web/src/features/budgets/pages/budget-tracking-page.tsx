import { baAdmin, baManager } from '@homer/contracts/access';
import type { Budget } from '@homer/contracts/ba-budgets';
import { Button, Center, Loader, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { pageLocally } from '../../../shared/lib/page-locally.ts';
import { useCan } from '../../../shared/lib/use-can.ts';
import { ExportButton } from '../../../shared/ui/export-button.tsx';
import { ListPage } from '../../../shared/ui/list-page/list-page.tsx';
import type { ListPageParams } from '../../../shared/ui/list-page/list-state.ts';
import { budgetListKey, getBudgetList } from '../api/get-budget-list.ts';
import { getBudgetListExcel } from '../api/get-budget-list-excel.ts';
import {
  type FiscalYearOption,
  fiscalYearOptionsKey,
  getFiscalYearOptions,
} from '../api/get-fiscal-year-options.ts';
import { budgetColumns } from '../components/budget-columns.tsx';
import { allFiscalYears, BudgetFilters, type BudgetFilterValues } from '../components/budget-filters.tsx';
import { BudgetTotals } from '../components/budget-totals.tsx';
import { FundsModal } from '../components/funds-modal.tsx';
import { NewBudgetModal } from '../components/new-budget-modal.tsx';
import { budgetLegend } from '../lib/budget-legend.ts';
import { budgetRowColour } from '../lib/budget-row-colour.ts';

type Params = ListPageParams<BudgetFilterValues>;

const moneyFields = new Set([
  'allocatedAmt',
  'expenditures',
  'availableBudget',
  'currentPOsValue',
  'pOsRemainingBalance',
  'remainingPoPercent',
]);

/** The whole fiscal year's budgets come in one call (tens of rows); the browser pages, sorts and searches them. */
async function fetchBudgetPage(params: Params, signal: AbortSignal) {
  return pageLocally(await getBudgetList(params.fiscalYearId, params.isActive, signal), params, {
    searchText: (b) =>
      [
        b.budgetName,
        b.fiscalYearStr,
        b.programName,
        b.oca,
        ...b.funds.flatMap((f) => [f.fundNumber, f.fundName]),
      ].join(' '),
    sortValue: (b, field) => {
      const value = b[field as keyof Budget];
      // Order money by amount (display and sorting only; sums are exact, see sumMoney).
      if (moneyFields.has(field)) return value === null ? null : Number(value);
      return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
        ? value
        : null;
    },
  });
}

/** Spec document 3 "Budget Tracking" (ba/budgets/list). */
export default function BudgetTrackingPage() {
  const fiscalYears = useQuery({
    queryKey: fiscalYearOptionsKey,
    queryFn: ({ signal }) => getFiscalYearOptions(signal),
  });
  if (fiscalYears.isPending) {
    return (
      <Center mih={200}>
        <Loader aria-label="Loading" />
      </Center>
    );
  }
  return <BudgetList fiscalYears={fiscalYears.data ?? []} />;
}

function BudgetList({ fiscalYears }: { fiscalYears: readonly FiscalYearOption[] }) {
  const navigate = useNavigate();
  const canAdd = useCan(baAdmin);
  const isManager = useCan(baManager);
  const [adding, setAdding] = useState(false);
  const [fundsOf, setFundsOf] = useState<Budget | null>(null);

  // The list opens on the current fiscal year; 'Clear' comes back to it.
  const defaultFilters = useMemo<BudgetFilterValues>(() => {
    const current = fiscalYears.find((y) => y.isCurrent);
    return { fiscalYearId: current ? String(current.value) : allFiscalYears, isActive: 'true' };
  }, [fiscalYears]);
  const columns = useMemo(
    () => budgetColumns({ canEditAllocation: isManager, canViewPos: isManager, onViewFunds: setFundsOf }),
    [isManager],
  );

  return (
    <Stack gap="md">
      <ListPage<Budget, BudgetFilterValues>
        title="Budget Tracking"
        queryKey={budgetListKey}
        fetchPage={fetchBudgetPage}
        columns={columns}
        getRowId={(b) => b.budgetId}
        defaultSort={{ field: 'budgetName', order: 'asc' }}
        defaultPageSize={50}
        defaultFilters={defaultFilters}
        legend={budgetLegend}
        rowColour={budgetRowColour}
        onRowClick={(b) => navigate(`/ba/budgets/details/${b.budgetId}`)}
        summary={(rows) => <BudgetTotals rows={rows} />}
        toolbar={({ filters, setFilters }) => (
          <>
            <BudgetFilters filters={filters} fiscalYears={fiscalYears} onChange={setFilters} />
            <ExportButton fetchLink={() => getBudgetListExcel(filters.fiscalYearId, filters.isActive)} />
            {canAdd && (
              <Button leftSection={<IconPlus size={18} aria-hidden="true" />} onClick={() => setAdding(true)}>
                Add Budget
              </Button>
            )}
          </>
        )}
      />
      <FundsModal budget={fundsOf} onClose={() => setFundsOf(null)} />
      {adding && <NewBudgetModal fiscalYears={fiscalYears} onClose={() => setAdding(false)} />}
    </Stack>
  );
}
