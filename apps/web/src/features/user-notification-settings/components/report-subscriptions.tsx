import { type ReportSubscriptionRow, subscriptionMessages } from '@homer/contracts/report-subscriptions';
import {
  Alert,
  Anchor,
  Button,
  Group,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { refusalMessage } from '../../../shared/lib/refusal-message.ts';
import { useSession } from '../../../shared/lib/use-session.ts';
import { confirmAction } from '../../../shared/ui/confirm-action.tsx';
import { DetailField, DetailsGrid } from '../../../shared/ui/details-grid.tsx';
import { FailureAlert } from '../../../shared/ui/failure-alert.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import {
  removeReportSubscription,
  reportSubscriptionsQueryOptions,
  sendReportSubscriptionNow,
  setSubscriptionFrequency,
  userReportSubscriptionsKey,
} from '../api/report-subscriptions.ts';
import {
  frequencyOptions,
  isFrequency,
  lastDeliveredText,
  nextDeliveryText,
  reportHref,
  subscriptionTarget,
} from '../lib/subscription-display.ts';

type Props = {
  userId: number;
  /** `{el}` of the route: `reports` opens this section. */
  element?: string;
  /** `{reportId}` of the route: with `{el}` = `reports`, the subscription highlighted and focused. */
  reportId?: string;
  /** Whether the settings above have been drawn: the target is scrolled to once the page stops growing above it. */
  ready: boolean;
};

/** Mantine's md breakpoint (992 px), where the app's side bar folds away: below it the rows become cards. */
const phoneQuery = '(max-width: 61.99em)';
const titleId = 'report-subscriptions-title';
const highlight = 'var(--mantine-primary-color-light)';

/** A subscription's name for its controls: two of the same report differ by their filters. */
const subscriptionName = (row: ReportSubscriptionRow) => `${row.reportTitle} (${row.filtersText})`;

/**
 * The user's report subscriptions (issue 32, decision 113), below the notification settings: how often each is
 * delivered, when next, a way to have one sent now (decision 117) and a way to end it. `…/notifications/{userId}/reports/{id}` highlights and focuses one.
 */
export function ReportSubscriptions({ userId, element, reportId, ready }: Props) {
  const queryClient = useQueryClient();
  const query = useQuery(reportSubscriptionsQueryOptions(userId));
  // Only the subscriber may have one sent now: an administrator on another user's tab does not mail them reports.
  const own = useSession().user?.id === userId;
  const phone = useMediaQuery(phoneQuery, false, { getInitialValueInEffect: false });
  const [failure, setFailure] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const highlighted = useRef<HTMLElement | null>(null);
  const focused = useRef(false);

  const target = subscriptionTarget(element, reportId);
  const targetId = target.kind === 'one' ? target.id : null;
  const rows = query.data;
  const targetFound = targetId !== null && (rows ?? []).some((row) => row.id === targetId);
  const settled = ready && !query.isPending;

  // Once, when the list is drawn below the settings: the named row, else (…/reports, or a subscription that is
  // not there) the section's heading.
  useEffect(() => {
    if (!settled || focused.current || target.kind === 'none') return;
    const node = (targetFound ? highlighted.current : null) ?? heading.current;
    if (!node) return;
    focused.current = true;
    node.scrollIntoView?.({ block: 'center' });
    node.focus({ preventScroll: true });
  }, [settled, targetFound, target.kind]);

  const refresh = () => queryClient.invalidateQueries({ queryKey: userReportSubscriptionsKey(userId) });

  const change = useMutation({
    mutationFn: setSubscriptionFrequency,
    onMutate: () => setFailure(null),
    // The select keeps showing the chosen frequency until the list (with its new next delivery) is back.
    onSuccess: async (result) => {
      toast.success(result.message ?? subscriptionMessages.frequencyChanged);
      await refresh();
    },
    onError: async (error) => {
      setFailure(refusalMessage(error) ?? 'The delivery could not be changed.');
      await refresh();
    },
  });

  const remove = useMutation({
    mutationFn: (row: ReportSubscriptionRow) => removeReportSubscription(row.id),
    onMutate: () => setFailure(null),
    onSuccess: async (result) => {
      toast.success(result.message ?? subscriptionMessages.removed);
      await refresh();
      // The row and its button are gone: the keyboard goes on from the section.
      heading.current?.focus();
    },
    onError: async (error) => {
      setFailure(refusalMessage(error) ?? 'The subscription could not be removed.');
      await refresh();
    },
  });

  const send = useMutation({
    mutationFn: (row: ReportSubscriptionRow) => sendReportSubscriptionNow(row.id),
    onMutate: () => setFailure(null),
    onSuccess: async (result) => {
      toast.success(result.message ?? subscriptionMessages.sent);
      await refresh();
    },
    onError: (error) => setFailure(refusalMessage(error) ?? 'The report could not be sent.'),
  });

  const confirmRemove = async (row: ReportSubscriptionRow) => {
    const yes = await confirmAction(
      'Remove subscription',
      `Remove the subscription to ${subscriptionName(row)}? It will not be delivered again.`,
      'Remove',
    );
    if (yes) remove.mutate(row);
  };

  const controls = (row: ReportSubscriptionRow): RowControls => {
    const changing = change.isPending && change.variables?.id === row.id;
    const removing = remove.isPending && remove.variables?.id === row.id;
    const sending = send.isPending && send.variables?.id === row.id;
    const name = subscriptionName(row);
    const isTarget = row.id === targetId;
    return {
      isTarget,
      report: (
        // On the highlight the link colour falls short of 4.5:1: there it takes the text's colour, underlined.
        <Anchor
          component={Link}
          to={reportHref(row.link)}
          fw={600}
          size="sm"
          c={isTarget ? 'var(--mantine-color-text)' : undefined}
          underline={isTarget ? 'always' : undefined}
        >
          {row.reportTitle}
        </Anchor>
      ),
      delivery: (
        <Select
          aria-label={`Delivery of ${name}`}
          data={frequencyOptions}
          value={changing && change.variables ? change.variables.frequency : row.frequency}
          allowDeselect={false}
          disabled={changing || removing}
          onChange={(value) => {
            if (isFrequency(value) && value !== row.frequency)
              change.mutate({ id: row.id, frequency: value });
          }}
          size="sm"
          w={190}
        />
      ),
      actions: (
        <Group gap="xs" wrap="nowrap">
          {own && (
            <Button
              variant="default"
              size="xs"
              aria-label={`Send ${name} now`}
              loading={sending}
              disabled={removing}
              onClick={() => send.mutate(row)}
            >
              Send now
            </Button>
          )}
          <Button
            variant="default"
            color="red"
            size="xs"
            aria-label={`Remove ${name}`}
            loading={removing}
            disabled={changing || sending}
            onClick={() => void confirmRemove(row)}
          >
            Remove
          </Button>
        </Group>
      ),
    };
  };

  const setHighlighted = (node: HTMLElement | null) => {
    highlighted.current = node;
  };

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby={titleId}>
      <Stack>
        <Title order={2} size="h4" id={titleId} ref={heading} tabIndex={-1}>
          Report Subscriptions
        </Title>
        <Text size="sm">
          Each report you subscribe to is delivered on the schedule chosen here: in the app and by email, with
          its headline figures and a link that opens it with the kept filters. Which of those channels are
          used is set by the "Report delivered" row above.
          {own && ' "Send now" delivers one at once, leaving its schedule as it is.'}
        </Text>
        {target.kind === 'one' && rows !== undefined && !targetFound && (
          <Alert color="yellow">{subscriptionMessages.notFound}</Alert>
        )}
        {query.isPending ? (
          <Text size="sm">Loading report subscriptions…</Text>
        ) : !rows ? (
          <FailureAlert
            message={refusalMessage(query.error) ?? 'The report subscriptions could not be loaded.'}
          />
        ) : rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            No report subscriptions. Subscribe from a report's page (Reports in the side bar).
          </Text>
        ) : phone ? (
          <SubscriptionCards rows={rows} controls={controls} setHighlighted={setHighlighted} />
        ) : (
          <SubscriptionTable rows={rows} controls={controls} setHighlighted={setHighlighted} />
        )}
        <FailureAlert message={failure} />
      </Stack>
    </Paper>
  );
}

type RowControls = {
  isTarget: boolean;
  report: ReactNode;
  delivery: ReactNode;
  actions: ReactNode;
};

type ListProps = {
  rows: ReportSubscriptionRow[];
  controls: (row: ReportSubscriptionRow) => RowControls;
  setHighlighted: (node: HTMLElement | null) => void;
};

/** The target's marks, shared by the table's row and the phone's card (as the settings' target row has them). */
const targetProps = (isTarget: boolean, row: ReportSubscriptionRow) => ({
  tabIndex: isTarget ? -1 : undefined,
  'aria-current': isTarget ? ('true' as const) : undefined,
  'data-subscription-id': row.id,
  bg: isTarget ? highlight : undefined,
});

function SubscriptionTable({ rows, controls, setHighlighted }: ListProps) {
  return (
    <Table.ScrollContainer minWidth={840}>
      <Table aria-labelledby={titleId}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Report</Table.Th>
            <Table.Th scope="col">Filters</Table.Th>
            <Table.Th scope="col">Delivery</Table.Th>
            <Table.Th scope="col">Next delivery</Table.Th>
            <Table.Th scope="col">Last delivered</Table.Th>
            <Table.Th scope="col">
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const c = controls(row);
            return (
              <Table.Tr
                key={row.id}
                ref={c.isTarget ? setHighlighted : undefined}
                {...targetProps(c.isTarget, row)}
              >
                <Table.Th scope="row" fw="normal">
                  {c.report}
                </Table.Th>
                <Table.Td>
                  <Text size="sm">{row.filtersText}</Text>
                </Table.Td>
                <Table.Td>{c.delivery}</Table.Td>
                <Table.Td>
                  <Text size="sm">{nextDeliveryText(row.nextDeliveryOn)}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{lastDeliveredText(row.lastDeliveredAt)}</Text>
                </Table.Td>
                <Table.Td>{c.actions}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Below 992 px: a card per subscription, named by its report, its facts as a definition list. */
function SubscriptionCards({ rows, controls, setHighlighted }: ListProps) {
  return (
    <Stack gap="sm">
      {rows.map((row) => {
        const c = controls(row);
        const cardTitle = `report-subscription-${row.id}`;
        return (
          <Paper
            key={row.id}
            component="article"
            aria-labelledby={cardTitle}
            withBorder
            p="sm"
            radius="md"
            ref={c.isTarget ? setHighlighted : undefined}
            {...targetProps(c.isTarget, row)}
          >
            <Stack gap="xs">
              <Title order={3} size="h5" id={cardTitle}>
                {c.report}
              </Title>
              <DetailsGrid>
                <DetailField label="Filters">{row.filtersText}</DetailField>
                <DetailField label="Delivery">{c.delivery}</DetailField>
                <DetailField label="Next delivery">{nextDeliveryText(row.nextDeliveryOn)}</DetailField>
                <DetailField label="Last delivered">{lastDeliveredText(row.lastDeliveredAt)}</DetailField>
              </DetailsGrid>
              {c.actions}
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
