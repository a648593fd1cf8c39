import { baManager } from '@homer/contracts/access';
import { Alert, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { IconFileInvoice, IconHistory, IconReceipt } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { isNotFound } from '../../../shared/lib/is-not-found.ts';
import { routeCrumb } from '../../../shared/lib/route-crumb.ts';
import { usDate } from '../../../shared/lib/us-date.ts';
import { useCan } from '../../../shared/lib/use-can.ts';
import { AuditHistoryModal } from '../../../shared/ui/audit-history-modal.tsx';
import { BudgetFiguresPanel } from '../../../shared/ui/budget-figures/budget-figures-panel.tsx';
import { NotFoundScreen } from '../../../shared/ui/not-found-screen.tsx';
import { RecordHeader } from '../../../shared/ui/record-header.tsx';
import { budgetKey, getBudget } from '../api/get-budget.ts';
import { budgetAuditKey, getBudgetAuditHistory } from '../api/get-budget-audit-history.ts';
import { getProgramOptions, programOptionsKey } from '../api/get-program-options.ts';
import { BudgetDetailsForm } from '../components/budget-details-form.tsx';

/** ba/budgets/details/{budgetId}: the spec does not show this page; its content is decided in the area's notes. */
export default function BudgetDetailsPage() {
  const budgetId = Number(useParams().budgetId);
  if (!Number.isInteger(budgetId) || budgetId <= 0) return <Navigate to="/ba/budgets/list" replace />;
  return <BudgetDetails budgetId={budgetId} />;
}

function BudgetDetails({ budgetId }: { budgetId: number }) {
  const isManager = useCan(baManager);
  const [auditOpen, setAuditOpen] = useState(false);
  const budget = useQuery({
    queryKey: budgetKey(budgetId),
    queryFn: ({ signal }) => getBudget(budgetId, signal),
  });
  const programs = useQuery({
    queryKey: programOptionsKey,
    queryFn: ({ signal }) => getProgramOptions(signal),
  });

  if (budget.isPending || programs.isPending) {
    return (
      <Center mih={200}>
        <Loader aria-label="Loading" />
      </Center>
    );
  }
  // A budget that does not exist: the 404 screen, with the list to go back to (decision 085).
  if (isNotFound(budget.error)) return <NotFoundScreen back={routeCrumb('budgetList')} />;
  if (budget.isError || !budget.data) {
    return (
      <Stack>
        <Alert color="red" title="The budget could not be loaded." />
        <Button component={Link} to="/ba/budgets/list" variant="default" w="fit-content">
          Back to Budget Tracking
        </Button>
      </Stack>
    );
  }
  const b = budget.data;
  return (
    <Stack gap="md">
      <RecordHeader
        trail={[routeCrumb('budgetList')]}
        pageTitle="Budget Details"
        record={b.budgetName}
        actions={
          <Group gap="sm">
            {isManager && (
              <>
                <Button
                  component={Link}
                  to={`/ba/budgets/pos/list/${b.budgetId}`}
                  variant="light"
                  leftSection={<IconFileInvoice size={16} aria-hidden="true" />}
                >
                  Purchase Orders
                </Button>
                <Button
                  component={Link}
                  to={`/ba/budgets/invoices/list/${b.budgetId}`}
                  variant="light"
                  leftSection={<IconReceipt size={16} aria-hidden="true" />}
                >
                  Invoices
                </Button>
              </>
            )}
            <Button
              variant="subtle"
              leftSection={<IconHistory size={16} aria-hidden="true" />}
              onClick={() => setAuditOpen(true)}
            >
              Audit History
            </Button>
          </Group>
        }
      />
      <Text c="dimmed">
        Fiscal Year {b.fiscalYearStr} ({usDate(b.fiscalYearStart)} – {usDate(b.fiscalYearEnd)})
      </Text>
      <BudgetFiguresPanel budget={b} />
      <BudgetDetailsForm key={b.budgetId} budget={b} programs={programs.data ?? []} canEdit={isManager} />
      <AuditHistoryModal
        title={`Audit History - ${b.budgetName}`}
        opened={auditOpen}
        onClose={() => setAuditOpen(false)}
        queryKey={budgetAuditKey(b.budgetId)}
        fetchRows={() => getBudgetAuditHistory(b.budgetId)}
      />
    </Stack>
  );
}
