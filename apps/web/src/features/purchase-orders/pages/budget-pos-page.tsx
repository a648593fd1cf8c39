import { baAdmin } from '@homer/contracts/access';
import {
  purchaseOrderMessages as m,
  type PoListRequest,
  type PurchaseOrder,
} from '@homer/contracts/ba-purchase-orders';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconBolt, IconList, IconNotebook, IconPlus, IconReceipt } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { isNotFound } from '../../../shared/lib/is-not-found.ts';
import { pageLocally } from '../../../shared/lib/page-locally.ts';
import { positiveId } from '../../../shared/lib/positive-id.ts';
import { recordCrumb, routeCrumb } from '../../../shared/lib/route-crumb.ts';
import { useCan } from '../../../shared/lib/use-can.ts';
import { BudgetFiguresPanel } from '../../../shared/ui/budget-figures/budget-figures-panel.tsx';
import { ExportButton } from '../../../shared/ui/export-button.tsx';
import { IsActiveFilter, type IsActiveValue } from '../../../shared/ui/is-active-filter.tsx';
import { ListPage } from '../../../shared/ui/list-page/list-page.tsx';
import { NotFoundScreen } from '../../../shared/ui/not-found-screen.tsx';
import { RecordHeader } from '../../../shared/ui/record-header.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { deletePo } from '../api/delete-po.ts';
import { budgetQuery } from '../api/get-budget.ts';
import { featureFlagsQuery } from '../api/get-feature-flags.ts';
import { getPoList, poListKey } from '../api/get-po-list.ts';
import { getPoListExcel } from '../api/get-po-list-excel.ts';
import {
  invoiceListPath,
  poColumns,
  poEditPath,
  poLegend,
  poRowColour,
  poSearchText,
  poSortValue,
} from '../components/po-columns.tsx';
import { PoDeleteButton } from '../components/po-delete-button.tsx';
import { PowerModePanel, type PowerModeValues } from '../components/power-mode-panel.tsx';
import { poLabel } from '../lib/po-label.ts';

type Filters = { isActive: IsActiveValue };
const defaultFilters: Filters = { isActive: 'true' };
/** Power-mode inputs as sent, plus how many times Apply was pressed (a new draw for Randomize). */
type PowerParams = PowerModeValues & { run: number };

/** Spec document 3 "Budget POs" (ba/budgets/pos/list/{id}). */
export default function BudgetPosPage() {
  const budgetId = positiveId(useParams().id);
  if (budgetId === null) return <Navigate to="/ba/budgets/list" replace />;
  return <BudgetPos key={budgetId} budgetId={budgetId} />;
}

function BudgetPos({ budgetId }: { budgetId: number }) {
  const queryClient = useQueryClient();
  const isBaAdmin = useCan(baAdmin);
  const budget = useQuery(budgetQuery(budgetId));
  const flags = useQuery(featureFlagsQuery);
  const [powerOpen, setPowerOpen] = useState(false);
  const [power, setPower] = useState<PowerParams | null>(null);
  const powerMode = flags.data?.powerMode === true;
  // Only an applied panel sends test inputs; closing it goes back to the real figures.
  const testInputs: Partial<PoListRequest> =
    powerMode && powerOpen && power
      ? {
          useTestData: true,
          testAllocation: power.testAllocation,
          testMultiplier: power.testMultiplier,
          testRandomize: power.testRandomize,
        }
      : {};

  const reload = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: poListKey(budgetId) }),
      queryClient.invalidateQueries({ queryKey: budgetQuery(budgetId).queryKey }),
    ]);

  const confirmDelete = (po: PurchaseOrder) =>
    modals.openConfirmModal({
      title: `Delete ${poLabel(po)}`,
      children: <Text size="sm">{m.deleteConfirm}</Text>,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          const result = await deletePo(po.poId);
          if (result.isSuccessful) toast.success(result.message ?? m.deleted);
          else toast.error(result.message ?? m.hasInvoices);
          await reload();
        } catch {
          // The api client has shown the HTTP failure.
        }
      },
    });

  // A budget that does not exist: the 404 screen, with the list to go back to (decision 085).
  if (isNotFound(budget.error)) return <NotFoundScreen back={routeCrumb('budgetList')} />;
  return (
    <Stack gap="md">
      <RecordHeader
        trail={[
          routeCrumb('budgetList'),
          recordCrumb('budgetDetails', { budgetId }, budget.data?.budgetName),
        ]}
        pageTitle="Budget POs"
        record={budget.data && `${budget.data.budgetName} (${budget.data.fiscalYearStr})`}
        loading={budget.isPending}
      />
      <Group gap="xs" wrap="wrap">
        <Button
          component={Link}
          to={poEditPath(0, budgetId)}
          leftSection={<IconPlus size={18} aria-hidden="true" />}
        >
          Add Purchase Order
        </Button>
        <Button
          variant="default"
          leftSection={<IconNotebook size={18} aria-hidden="true" />}
          onClick={() => toast.warning(m.journalEntryNotImplemented)}
        >
          Add Journal Entry
        </Button>
        <Button
          component={Link}
          to={`/ba/budgets/invoices/edit/0/${budgetId}`}
          variant="default"
          leftSection={<IconReceipt size={18} aria-hidden="true" />}
        >
          Add Invoice
        </Button>
        <Button
          component={Link}
          to={invoiceListPath(budgetId)}
          variant="default"
          leftSection={<IconList size={18} aria-hidden="true" />}
        >
          View All Invoices for Budget
        </Button>
        {powerMode && (
          <Button
            variant={powerOpen ? 'filled' : 'light'}
            color="yellow"
            aria-pressed={powerOpen}
            leftSection={<IconBolt size={18} aria-hidden="true" />}
            onClick={() => setPowerOpen((open) => !open)}
          >
            Power Mode
          </Button>
        )}
      </Group>

      {budget.isError && (
        <Alert color="red" role="alert">
          {budget.error instanceof Error ? budget.error.message : 'The budget could not be loaded.'}
        </Alert>
      )}
      {budget.data && <BudgetFiguresPanel budget={budget.data} />}
      {powerMode && powerOpen && (
        <PowerModePanel
          onApply={(values) => setPower((previous) => ({ ...values, run: (previous?.run ?? 0) + 1 }))}
        />
      )}

      <ListPage<PurchaseOrder, Filters>
        queryKey={[...poListKey(budgetId), testInputs, powerOpen ? power?.run : 0]}
        fetchPage={async (params, signal) =>
          pageLocally(
            await getPoList({ budgetId, isActive: params.isActive, ...testInputs }, signal),
            params,
            {
              searchText: poSearchText,
              sortValue: poSortValue,
            },
          )
        }
        columns={poColumns((po) => <PoDeleteButton po={po} isBaAdmin={isBaAdmin} onDelete={confirmDelete} />)}
        getRowId={(po) => po.poId}
        defaultSort={{ field: 'poNumber', order: 'asc' }}
        defaultPageSize={50}
        defaultFilters={defaultFilters}
        legend={poLegend}
        rowColour={poRowColour}
        toolbar={({ filters, setFilter }) => (
          <>
            <IsActiveFilter value={filters.isActive} onChange={(v) => setFilter('isActive', v)} />
            <ExportButton fetchLink={() => getPoListExcel({ budgetId, isActive: filters.isActive })} />
          </>
        )}
      />
    </Stack>
  );
}
