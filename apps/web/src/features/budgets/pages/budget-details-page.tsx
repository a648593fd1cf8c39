import { baManager } from '@homer/contracts/access';
import { Alert, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconFileInvoice, IconHistory, IconReceipt } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { usDate } from '../../../shared/lib/us-date.ts';
import { useCan } from '../../../shared/lib/use-can.ts';
import { AuditHistoryModal } from '../../../shared/ui/audit-history-modal.tsx';
import { budgetKey, getBudget } from '../api/get-budget.ts';
import { budgetAuditKey, getBudgetAuditHistory } from '../api/get-budget-audit-history.ts';
import { getProgramOptions, programOptionsKey } from '../api/get-program-options.ts';
import { BudgetDetailsForm } from '../components/budget-details-form.tsx';
import { BudgetFigures } from '../components/budget-figures.tsx';

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
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1} size="h2">
            {b.budgetName}
          </Title>
          <Text c="dimmed">
            Fiscal Year {b.fiscalYearStr} ({usDate(b.fiscalYearStart)} – {usDate(b.fiscalYearEnd)})
          </Text>
        </div>
        <Group gap="sm">
          <Button
            component={Link}
            to="/ba/budgets/list"
            variant="default"
            leftSection={<IconArrowLeft size={16} aria-hidden="true" />}
          >
            Budget Tracking
          </Button>
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
      </Group>
      <BudgetFigures budget={b} />
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
