import { baAdmin } from '@homer/contracts/access';
import type { InvoiceListRow } from '@homer/contracts/ba-invoices';
import { Button, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { isNotFound } from '../../../shared/lib/is-not-found.ts';
import { positiveId } from '../../../shared/lib/positive-id.ts';
import { recordCrumb, routeCrumb } from '../../../shared/lib/route-crumb.ts';
import { useCan } from '../../../shared/lib/use-can.ts';
import { BudgetFiguresPanel } from '../../../shared/ui/budget-figures/budget-figures-panel.tsx';
import { ExportButton } from '../../../shared/ui/export-button.tsx';
import { ListPage } from '../../../shared/ui/list-page/list-page.tsx';
import { NotFoundScreen } from '../../../shared/ui/not-found-screen.tsx';
import { RecordHeader } from '../../../shared/ui/record-header.tsx';
import { budgetQuery } from '../api/get-budget.ts';
import {
  getBudgetInvoiceList,
  type InvoiceListFilters,
  invoiceListKey,
} from '../api/get-budget-invoice-list.ts';
import { getBudgetInvoiceListExcel } from '../api/get-budget-invoice-list-excel.ts';
import { budgetPosQuery } from '../api/get-budget-pos.ts';
import { invoiceStatusesQuery } from '../api/get-invoice-statuses.ts';
import { invoiceCardColumns, invoiceEditPath, invoiceTableColumns } from '../components/invoice-columns.tsx';
import { OptionFilter } from '../components/option-filter.tsx';

const getRowId = (row: InvoiceListRow) => row.invoiceId;

/** Spec document 3 "Budget Invoices" (ba/budgets/invoices/list/{id}/{poId?}). */
export default function BudgetInvoicesPage() {
  const params = useParams();
  const budgetId = positiveId(params.id);
  const routePoId = positiveId(params.poId);
  const navigate = useNavigate();
  const canCreate = useCan(baAdmin);
  // Cards show exactly the spec's card lines; the wider table adds number, status and facility.
  const narrow = useMediaQuery('(max-width: 991px)');
  const statuses = useQuery(invoiceStatusesQuery).data;
  const budget = useQuery({ ...budgetQuery(budgetId ?? 0), enabled: budgetId !== null });
  const pos = useQuery({ ...budgetPosQuery(budgetId ?? 0), enabled: budgetId !== null }).data;
  // The PO in the route is preselected; 'Clear' returns to it, as the route names that PO's invoices.
  const defaultFilters = useMemo<InvoiceListFilters>(
    () => ({ poId: routePoId ? String(routePoId) : '0', baInvoiceStatus: '0' }),
    [routePoId],
  );

  if (budgetId === null) return <Navigate to="/ba/budgets/list" replace />;
  // A budget that does not exist: the 404 screen, with the list to go back to (decision 085).
  if (isNotFound(budget.error)) return <NotFoundScreen back={routeCrumb('budgetList')} />;

  return (
    <Stack gap="md">
      <RecordHeader
        trail={[
          routeCrumb('budgetList'),
          recordCrumb('budgetDetails', { budgetId }, budget.data?.budgetName),
        ]}
        pageTitle="Budget Invoices"
        record={budget.data && `${budget.data.budgetName} (${budget.data.fiscalYearStr})`}
        loading={budget.isPending}
      />
      {budget.data && <BudgetFiguresPanel budget={budget.data} />}
      <ListPage<InvoiceListRow, InvoiceListFilters>
        // A new budget or PO in the address starts the list afresh with that PO preselected.
        key={`${budgetId}/${routePoId ?? ''}`}
        queryKey={invoiceListKey(budgetId)}
        fetchPage={(p, signal) => getBudgetInvoiceList(budgetId, p, signal)}
        columns={narrow ? invoiceCardColumns : invoiceTableColumns}
        getRowId={getRowId}
        defaultSort={{ field: 'invoiceId', order: 'asc' }}
        defaultPageSize={100}
        defaultFilters={defaultFilters}
        onRowClick={(row) => navigate(invoiceEditPath(row.invoiceId, budgetId))}
        toolbar={({ filters, setFilter }) => (
          <>
            <OptionFilter
              label="Invoice Status"
              value={filters.baInvoiceStatus}
              options={statuses}
              onChange={(v) => setFilter('baInvoiceStatus', v)}
            />
            <OptionFilter
              label="PO"
              value={filters.poId}
              options={pos}
              onChange={(v) => setFilter('poId', v)}
            />
            <ExportButton fetchLink={() => getBudgetInvoiceListExcel(budgetId, filters)} />
            {canCreate && (
              <Button
                leftSection={<IconPlus size={18} aria-hidden="true" />}
                onClick={() => navigate(invoiceEditPath(0, budgetId))}
              >
                Create Invoice
              </Button>
            )}
          </>
        )}
      />
    </Stack>
  );
}
