import type { Budget } from '@homer/contracts/ba-budgets';
import { Group, Loader, Paper, SegmentedControl, Table, Title } from '@mantine/core';
import { lazy, Suspense, useId, useState } from 'react';
import { MoneyText } from '../money-text.tsx';
import { kpiItems } from './budget-figures.ts';

const BudgetFiguresDonut = lazy(() => import('./budget-figures-donut.tsx'));

type View = 'list' | 'chart';

/**
 * Spec "Budget POs" KPI panel: the A–E list, or a doughnut of B, C and E with the allocation in the centre. The
 * budget's details and its invoices show the same panel, so a budget's figures read alike wherever they appear
 * (issue 27, point 11).
 */
export function BudgetFiguresPanel({ budget }: { budget: Budget }) {
  const [view, setView] = useState<View>('list');
  const titleId = useId();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Title order={2} size="h4" id={titleId}>
          Budget Figures
        </Title>
        <SegmentedControl
          size="xs"
          aria-label="Show the figures as"
          value={view}
          onChange={(v) => setView(v as View)}
          data={[
            { value: 'list', label: 'List' },
            { value: 'chart', label: 'Chart' },
          ]}
        />
      </Group>
      {view === 'list' ? (
        <KpiList budget={budget} />
      ) : (
        <Suspense fallback={<Loader size="sm" aria-label="Loading chart" />}>
          <BudgetFiguresDonut budget={budget} />
        </Suspense>
      )}
    </Paper>
  );
}

function KpiList({ budget }: { budget: Budget }) {
  return (
    // No fixed label width: on a phone the label wraps and the amount keeps its room (issue 10).
    <Table variant="vertical" withTableBorder maw={520} data-testid="kpi-list">
      <Table.Tbody>
        {kpiItems(budget).map((item) => (
          <Table.Tr key={item.label}>
            <Table.Th scope="row">{item.label}</Table.Th>
            <Table.Td ta="right">
              {item.amount === undefined ? item.value : <MoneyText amount={item.amount} />}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
