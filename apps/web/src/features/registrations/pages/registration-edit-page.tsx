import {
  type RegistrationKind,
  registrationKinds,
  registrationMessages,
} from '@homer/contracts/registrations';
import { Alert, Button, Grid, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { isNotFound } from '../../../shared/lib/is-not-found.ts';
import { positiveId } from '../../../shared/lib/positive-id.ts';
import { routeCrumb } from '../../../shared/lib/route-crumb.ts';
import { AuditHistoryModal } from '../../../shared/ui/audit-history-modal.tsx';
import { NotFoundScreen } from '../../../shared/ui/not-found-screen.tsx';
import { PageLoader } from '../../../shared/ui/page-loader.tsx';
import { RecordHeader } from '../../../shared/ui/record-header.tsx';
import {
  getRegistrationHistory,
  registrationKey,
  registrationListQueryKey,
  registrationQuery,
} from '../api/registrations.ts';
import { ApproveForm } from '../components/approve-form.tsx';
import { DenyForm } from '../components/deny-form.tsx';
import { DecisionCard, RequestCard } from '../components/request-card.tsx';

const listPath = '/admin/users/registrations/list';
const isKind = (value: string | undefined): value is RegistrationKind =>
  (registrationKinds as readonly string[]).includes(value ?? '');

/**
 * admin/users/registrations/edit/{kind}/{id}: one request's details and, while it is pending, Approve (facilities
 * and module access) and Deny (a reason); once decided, who decided, when and why (decision 053).
 */
export default function RegistrationEditPage() {
  const params = useParams();
  const id = positiveId(params.id);
  const kind = isKind(params.kind) ? params.kind : null;
  const queryClient = useQueryClient();
  const [historyOpen, setHistoryOpen] = useState(false);
  const request = useQuery({
    ...registrationQuery(kind ?? 'pfs', id ?? 0),
    enabled: id !== null && kind !== null,
  });

  if (id === null || kind === null) return <Navigate to={listPath} replace />;
  const reload = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: registrationKey(kind, id) }),
      queryClient.invalidateQueries({ queryKey: registrationListQueryKey }),
    ]);

  const trail = [routeCrumb('pfsRegistrationList')];
  if (request.isPending) return <PageLoader />;
  // A request that does not exist: the 404 screen, with the list to go back to (decision 085).
  if (isNotFound(request.error)) return <NotFoundScreen back={trail[0]} />;
  if (request.isError) {
    return (
      <Stack gap="md">
        <RecordHeader trail={trail} pageTitle="Registration" record={null} />
        <Alert color="red" role="alert" title="The request could not be loaded.">
          <Text size="sm" mb="xs">
            {request.error.message.startsWith('HTTP') ? registrationMessages.notFound : request.error.message}
          </Text>
          <Button variant="default" size="xs" onClick={() => void request.refetch()}>
            Try again
          </Button>
        </Alert>
      </Stack>
    );
  }
  const detail = request.data;
  return (
    <Stack gap="md">
      <RecordHeader
        trail={trail}
        pageTitle="Registration"
        record={`${detail.firstName} ${detail.lastName}`}
        actions={
          <Button variant="default" onClick={() => setHistoryOpen(true)}>
            History
          </Button>
        }
      />
      {detail.decision && <DecisionCard decision={detail.decision} status={detail.status} />}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: detail.decision ? 12 : 6 }}>
          <RequestCard detail={detail} />
        </Grid.Col>
        {!detail.decision && (
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Stack gap="md">
              <ApproveForm key={`${kind}-${id}`} detail={detail} onDecided={reload} />
              <DenyForm key={`deny-${kind}-${id}`} detail={detail} onDecided={reload} />
            </Stack>
          </Grid.Col>
        )}
      </Grid>
      <AuditHistoryModal
        title={`History of registration #${id}`}
        opened={historyOpen}
        onClose={() => setHistoryOpen(false)}
        queryKey={['registrations', kind, id, 'history']}
        fetchRows={() => getRegistrationHistory(kind, id)}
      />
    </Stack>
  );
}
