import { baAdmin } from '@homer/contracts/access';
import { messages } from '@homer/contracts/messages';
import { Alert, Button, Loader, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { isNotFound } from '../../../shared/lib/is-not-found.ts';
import { positiveId } from '../../../shared/lib/positive-id.ts';
import { recordCrumb, routeCrumb } from '../../../shared/lib/route-crumb.ts';
import { useCan } from '../../../shared/lib/use-can.ts';
import { AuditHistoryModal } from '../../../shared/ui/audit-history-modal.tsx';
import { BudgetFiguresPanel } from '../../../shared/ui/budget-figures/budget-figures-panel.tsx';
import { NotFoundScreen } from '../../../shared/ui/not-found-screen.tsx';
import { RecordHeader } from '../../../shared/ui/record-header.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { budgetQuery } from '../api/get-budget.ts';
import { invoiceQuery } from '../api/get-invoice.ts';
import { getInvoiceAuditHistory, invoiceAuditKey } from '../api/get-invoice-audit-history.ts';
import { InvoiceFormView } from '../components/invoice-form.tsx';

/** Invoice edit (ba/budgets/invoices/edit/{invoiceId}/{budgetId}); invoiceId 0 creates, for the B&A admin only. */
export default function InvoiceEditPage() {
  const params = useParams();
  const budgetId = positiveId(params.budgetId);
  const invoiceId = params.invoiceId === '0' ? 0 : positiveId(params.invoiceId);
  const isNew = invoiceId === 0;
  const canCreate = useCan(baAdmin);
  const navigate = useNavigate();
  const [auditOpen, setAuditOpen] = useState(false);
  const invoice = useQuery({ ...invoiceQuery(invoiceId ?? 0), enabled: !!invoiceId });
  const budget = useQuery({ ...budgetQuery(budgetId ?? 0), enabled: budgetId !== null });
  const createRefused = isNew && !canCreate;

  useEffect(() => {
    // The server would refuse the save; say so before the form is filled in.
    if (createRefused) toast.error(messages.accessDenied);
  }, [createRefused]);

  if (budgetId === null) return <Navigate to="/ba/budgets/list" replace />;
  const listPath = `/ba/budgets/invoices/list/${budgetId}`;
  if (invoiceId === null || createRefused) return <Navigate to={listPath} replace />;

  const saved = invoice.data;
  // An invoice that does not exist: the 404 screen, with the budget's invoices to go back to (decision 085).
  if (isNotFound(invoice.error))
    return <NotFoundScreen back={routeCrumb('budgetInvoices', { id: budgetId })} />;
  return (
    <Stack gap="md">
      <RecordHeader
        trail={[
          routeCrumb('budgetList'),
          recordCrumb('budgetDetails', { budgetId }, budget.data?.budgetName),
          routeCrumb('budgetInvoices', { id: budgetId }),
        ]}
        pageTitle={isNew ? 'Create Invoice' : 'Invoice'}
        record={saved?.invoiceNumber}
        loading={!isNew && invoice.isPending}
        actions={
          saved && (
            <Button variant="subtle" onClick={() => setAuditOpen(true)}>
              Audit History
            </Button>
          )
        }
      />
      {budget.data && <BudgetFiguresPanel budget={budget.data} />}
      {!isNew && invoice.isPending && <Loader size="sm" aria-label="Loading" />}
      {!isNew && invoice.isError && (
        <Alert color="red" role="alert" title="The invoice could not be loaded.">
          <Button variant="default" size="xs" onClick={() => navigate(listPath)}>
            Back to the invoices
          </Button>
        </Alert>
      )}
      {(isNew || saved) && (
        <InvoiceFormView
          key={saved?.invoiceId ?? 0}
          // An invoice always stays in its own budget, whatever the address says.
          budgetId={saved?.budgetId ?? budgetId}
          invoice={saved ?? null}
          onDone={() => navigate(listPath)}
        />
      )}
      {saved && (
        <AuditHistoryModal
          title={`Audit History - Invoice ${saved.invoiceNumber}`}
          opened={auditOpen}
          onClose={() => setAuditOpen(false)}
          queryKey={invoiceAuditKey(saved.invoiceId)}
          fetchRows={() => getInvoiceAuditHistory(saved.invoiceId)}
        />
      )}
    </Stack>
  );
}
