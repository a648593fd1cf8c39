import { HerosStatus } from '@homer/contracts/heros';
import { RxConnectsStatus } from '@homer/contracts/rx-connects';
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { CountRow, SummaryCard, useDashboardSummary } from './summary-card.tsx';

/** Help desk: the caller's tickets due within a day (or overdue), and tickets nobody has taken. */
export function TicketsDueWidget() {
  const tickets = useDashboardSummary().data?.tickets;
  return (
    <SummaryCard id="tickets-due" title="Tickets due">
      {tickets && (
        <>
          <CountRow
            label="My tickets due today or overdue"
            count={tickets.mineDue}
            to="/support/tickets/list"
          />
          <CountRow
            label="Unassigned tickets"
            count={tickets.unassigned}
            to="/support/tickets/list?view=unassigned"
          />
        </>
      )}
    </SummaryCard>
  );
}

/** HEROS, Rx Connects and registrations awaiting a decision, each part only to whoever may open its list. */
export function ApplicationsWaitingWidget() {
  const apps = useDashboardSummary().data?.applications;
  return (
    <SummaryCard id="applications-waiting" title="Applications waiting">
      {apps && (
        <>
          <CountRow
            label="HEROS applications submitted"
            count={apps.herosSubmitted}
            to={`/heros/applications/list?status=${HerosStatus.Submitted}`}
          />
          <CountRow
            label="Rx Connects donors pending"
            count={apps.rxConnectsPendingDonors}
            to={`/rxconnects/donors/list?status=${RxConnectsStatus.Pending}`}
          />
          <CountRow
            label="Rx Connects repositories pending"
            count={apps.rxConnectsPendingRepositories}
            to={`/rxconnects/repositories/list?status=${RxConnectsStatus.Pending}`}
          />
          <CountRow
            label="Registrations pending"
            count={apps.registrationsPending}
            to="/admin/users/registrations/list"
          />
        </>
      )}
    </SummaryCard>
  );
}

/** Budgets whose available amount is below their notification level, by name. */
export function BudgetsBelowLevelWidget() {
  const budgets = useDashboardSummary().data?.budgetsBelowLevel;
  return (
    <SummaryCard id="budgets-below-level" title="Budgets below level">
      {budgets?.length === 0 && (
        <Text component="li" c="dimmed" size="sm">
          No budget is below its notification level.
        </Text>
      )}
      {budgets?.map((b) => (
        <li key={b.id}>
          <Anchor component={Link} to={`/ba/budgets/details/${b.id}`} size="sm">
            {b.name}
          </Anchor>
          {b.programName && (
            <Text size="xs" c="dimmed">
              {b.programName}
            </Text>
          )}
        </li>
      ))}
    </SummaryCard>
  );
}

/** Ongoing FDA recalls of NDCs some active inventory holds (the recall list's "in stock" match). */
export function RecallsInStockWidget() {
  const recalls = useDashboardSummary().data?.recallsInStock;
  return (
    <SummaryCard id="recalls-in-stock" title="Recalls affecting our stock">
      {recalls && (
        <>
          <CountRow
            label="Ongoing recalls of NDCs in stock"
            count={recalls.count}
            to="/ndcs/recalls/list?inStock=true"
          />
          {recalls.newest.map((r) => (
            <Text component="li" key={r.id} size="sm" lineClamp={1} title={r.productDescription}>
              {r.recallNumber}: {r.productDescription}
            </Text>
          ))}
        </>
      )}
    </SummaryCard>
  );
}

/**
 * CI orders not yet received (the caller's facilities), home-delivery refill requests not yet started and metabolic
 * formula orders due this period.
 */
export function OrdersDueWidget() {
  const orders = useDashboardSummary().data?.orders;
  return (
    <SummaryCard id="orders-due" title="Orders due">
      {orders && (
        <>
          <CountRow label="CI orders not yet received" count={orders.ciOrdered} to="/ci-repack/orders/list" />
          <CountRow
            label="Home-delivery refills received"
            count={orders.homeDeliveryReceived}
            to="/pharmacy/home-delivery/list?status=Received"
          />
          <CountRow
            label="Formula orders due this period"
            count={orders.formulaDue}
            to="/metabolic-formula/orders/list?status=Submitted"
          />
        </>
      )}
    </SummaryCard>
  );
}
