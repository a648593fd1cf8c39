import { Alert, Anchor, Badge, Button, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { isNotFound } from '../../../shared/lib/is-not-found.ts';
import { positiveId } from '../../../shared/lib/positive-id.ts';
import { recordCrumb, routeCrumb } from '../../../shared/lib/route-crumb.ts';
import { AuditHistoryModal } from '../../../shared/ui/audit-history-modal.tsx';
import { NotFoundScreen } from '../../../shared/ui/not-found-screen.tsx';
import { RecordHeader } from '../../../shared/ui/record-header.tsx';
import { budgetQuery } from '../api/get-budget.ts';
import { getPo, poKey } from '../api/get-po.ts';
import { getPoAuditHistory, poAuditKey } from '../api/get-po-audit-history.ts';
import { PoFormView } from '../components/po-form.tsx';
import { poLabel } from '../lib/po-label.ts';

/** PO edit (ba/budgets/pos/edit/{poId}/{budgetId}); poId 0 creates a PO on the budget. */
export default function PoEditPage() {
  const params = useParams();
  const budgetId = positiveId(params.budgetId);
  const poId = params.poId === '0' ? 0 : positiveId(params.poId);
  const navigate = useNavigate();
  const [auditOpen, setAuditOpen] = useState(false);
  const po = useQuery({
    queryKey: poKey(poId ?? 0),
    queryFn: ({ signal }) => getPo(poId ?? 0, signal),
    enabled: !!poId,
  });
  // A saved PO always belongs to its own budget, whatever the address says.
  const ownBudgetId = po.data?.budgetId ?? budgetId ?? 0;
  const budget = useQuery({ ...budgetQuery(ownBudgetId), enabled: ownBudgetId > 0 });

  if (budgetId === null) return <Navigate to="/ba/budgets/list" replace />;
  const listPath = `/ba/budgets/pos/list/${ownBudgetId}`;
  if (poId === null) return <Navigate to={listPath} replace />;

  const isNew = poId === 0;
  const saved = po.data;
  // A PO that does not exist: the 404 screen, with its budget's PO list to go back to (decision 085).
  if (isNotFound(po.error)) return <NotFoundScreen back={routeCrumb('budgetPos', { id: ownBudgetId })} />;
  const budgetName = budget.data?.budgetName;
  return (
    <Stack gap="md">
      <RecordHeader
        trail={[
          routeCrumb('budgetList'),
          recordCrumb('budgetDetails', { budgetId: ownBudgetId }, budgetName),
          routeCrumb('budgetPos', { id: ownBudgetId }),
        ]}
        pageTitle={isNew ? 'New Purchase Order' : 'Purchase Order'}
        record={saved && poLabel(saved)}
        loading={!isNew && po.isPending}
        actions={
          saved && (
            <Button variant="subtle" onClick={() => setAuditOpen(true)}>
              Audit History
            </Button>
          )
        }
      />
      {budget.data && (
        <Text c="dimmed" size="sm">
          Budget:{' '}
          <Anchor component={Link} to={`/ba/budgets/details/${budget.data.budgetId}`}>
            {budget.data.budgetName}
          </Anchor>{' '}
          <Badge variant="light" size="sm">
            {budget.data.fiscalYearStr}
          </Badge>
        </Text>
      )}
      {!isNew && po.isPending && <Loader size="sm" aria-label="Loading" />}
      {!isNew && po.isError && (
        <Alert color="red" role="alert" title="The purchase order could not be loaded.">
          <Button variant="default" size="xs" onClick={() => navigate(listPath)}>
            Back to the purchase orders
          </Button>
        </Alert>
      )}
      {(isNew || saved) && (
        <PoFormView
          key={saved?.poId ?? 0}
          budgetId={ownBudgetId}
          po={saved ?? null}
          onDone={() => navigate(listPath)}
        />
      )}
      {saved && (
        <AuditHistoryModal
          title={`Audit History - PO ${poLabel(saved)}`}
          opened={auditOpen}
          onClose={() => setAuditOpen(false)}
          queryKey={poAuditKey(saved.poId)}
          fetchRows={() => getPoAuditHistory(saved.poId)}
        />
      )}
    </Stack>
  );
}
