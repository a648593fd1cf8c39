import type { HomeDeliveryDetail, HomeDeliveryStatus } from '@homer/contracts/home-delivery-queue';
import { homeDeliveryQueueMessages } from '@homer/contracts/home-delivery-queue';
import { Alert, Button, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { isNotFound } from '../../../shared/lib/is-not-found.ts';
import { positiveId } from '../../../shared/lib/positive-id.ts';
import { routeCrumb } from '../../../shared/lib/route-crumb.ts';
import { usDateTime } from '../../../shared/lib/us-date.ts';
import { NotFoundScreen } from '../../../shared/ui/not-found-screen.tsx';
import { PageLoader } from '../../../shared/ui/page-loader.tsx';
import { RecordHeader } from '../../../shared/ui/record-header.tsx';
import {
  homeDeliveryListKey,
  homeDeliveryRequestKey,
  homeDeliveryRequestQuery,
} from '../api/home-delivery-api.ts';
import { ChangeStatusModal } from '../components/change-status-modal.tsx';
import { RequestLines } from '../components/request-lines.tsx';
import { HomeDeliveryStatusBadge } from '../components/status-badge.tsx';
import { StatusHistory } from '../components/status-history.tsx';
import { statusActions } from '../lib/status-actions.ts';

const listPath = '/pharmacy/home-delivery/list';

/**
 * pharmacy/home-delivery/edit/{id}: one refill request — the patient's phone, each Rx re-checked against QS1,
 * the status history, and the buttons for its next statuses.
 */
export default function HomeDeliveryRequestPage() {
  const params = useParams();
  const id = positiveId(params.id);
  const queryClient = useQueryClient();
  const request = useQuery({ ...homeDeliveryRequestQuery(id ?? 0), enabled: id !== null });

  if (id === null) return <Navigate to={listPath} replace />;
  const reload = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: homeDeliveryRequestKey(id) }),
      queryClient.invalidateQueries({ queryKey: homeDeliveryListKey }),
    ]);

  if (request.isPending) return <PageLoader />;
  // A request that does not exist: the 404 screen, with the queue to go back to (decision 085).
  if (isNotFound(request.error)) return <NotFoundScreen back={routeCrumb('homeDeliveryQueue')} />;
  if (request.isError) {
    return (
      <Stack gap="md">
        <RecordHeader
          trail={[routeCrumb('homeDeliveryQueue')]}
          pageTitle="Home Delivery Refill"
          record={null}
        />
        <Alert color="red" role="alert" title="The request could not be loaded.">
          <Text size="sm" mb="xs">
            {request.error.message.startsWith('HTTP')
              ? homeDeliveryQueueMessages.notFound
              : request.error.message}
          </Text>
          <Button variant="default" size="xs" onClick={() => void request.refetch()}>
            Try again
          </Button>
        </Alert>
      </Stack>
    );
  }
  return <RequestView request={request.data} onChanged={reload} />;
}

function RequestView({
  request,
  onChanged,
}: {
  request: HomeDeliveryDetail;
  onChanged: () => Promise<unknown>;
}) {
  const [toStatus, setToStatus] = useState<HomeDeliveryStatus | null>(null);
  return (
    <Stack gap="md">
      {/* Named by its number, never the patient: the tab's title stays in the browser's history (decision 084). */}
      <RecordHeader
        trail={[routeCrumb('homeDeliveryQueue')]}
        pageTitle="Home Delivery Refill"
        record={`Refill Request #${request.id}`}
        actions={
          request.nextStatuses.length > 0 && (
            <Group gap="sm">
              {request.nextStatuses.map((status) => (
                <Button
                  key={status}
                  // Cancel is the quiet choice: the default button, readable in both colour schemes.
                  {...(status === 'Cancelled'
                    ? { variant: 'default' }
                    : { color: statusActions[status].colour })}
                  onClick={() => setToStatus(status)}
                >
                  {statusActions[status].button}
                </Button>
              ))}
            </Group>
          )
        }
      />
      <Group gap="sm">
        <HomeDeliveryStatusBadge status={request.status} />
      </Group>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            <Paper withBorder p="md" radius="md">
              <Stack gap={4}>
                <Title order={2} size="h4">
                  Request
                </Title>
                <Text size="sm">Submitted: {usDateTime(request.submittedAt)}</Text>
                <Text size="sm">Phone number: {request.phoneNumber}</Text>
                <Text size="sm">Status: {request.status}</Text>
                {request.trackingNumber && <Text size="sm">Tracking number: {request.trackingNumber}</Text>}
              </Stack>
            </Paper>
            <RequestLines lines={request.lines} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <StatusHistory history={request.history} />
        </Grid.Col>
      </Grid>
      <ChangeStatusModal
        request={request}
        toStatus={toStatus}
        onClose={() => setToStatus(null)}
        onChanged={onChanged}
      />
    </Stack>
  );
}
