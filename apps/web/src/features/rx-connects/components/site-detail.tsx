import {
  type RxConnectsSiteKind,
  rxConnectsAdminMessages,
  rxConnectsKindNames,
  rxConnectsPagePaths,
} from '@homer/contracts/rx-connects-admin';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { isNotFound } from '../../../shared/lib/is-not-found.ts';
import { positiveId } from '../../../shared/lib/positive-id.ts';
import { routeCrumb } from '../../../shared/lib/route-crumb.ts';
import { AuditHistoryModal } from '../../../shared/ui/audit-history-modal.tsx';
import { FailureAlert } from '../../../shared/ui/failure-alert.tsx';
import { NotFoundScreen } from '../../../shared/ui/not-found-screen.tsx';
import { PageLoader } from '../../../shared/ui/page-loader.tsx';
import { RecordHeader } from '../../../shared/ui/record-header.tsx';
import { getSiteHistory, rxConnectsKey, siteKey, siteQuery } from '../api/rx-connects-api.ts';
import { ApplicationCards } from './application-cards.tsx';
import { DecisionActions } from './decision-actions.tsx';
import { RxConnectsTabs } from './rx-connects-tabs.tsx';
import { StatusBadge } from './status-badge.tsx';

/** rxconnects/donors/edit/{id} and rxconnects/repositories/edit/{id}: one application, its decision and history. */
export function SiteDetail({ kind }: { kind: RxConnectsSiteKind }) {
  const id = positiveId(useParams().id);
  const queryClient = useQueryClient();
  const site = useQuery({ ...siteQuery(kind, id ?? 0), enabled: id !== null });
  const [historyOpen, setHistoryOpen] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const names = rxConnectsKindNames[kind];
  if (id === null) return <Navigate to={rxConnectsPagePaths.list[kind]} replace />;
  const trail = [routeCrumb(kind === 'donor' ? 'rxConnectsDonorList' : 'rxConnectsRepositoryList')];
  const pageTitle = `Rx Connects ${names.one}`;
  if (site.isPending) return <PageLoader />;
  // An application that does not exist: the 404 screen, with the list to go back to (decision 085).
  if (isNotFound(site.error)) return <NotFoundScreen back={trail[0]} />;
  if (site.isError) {
    return (
      <Stack gap="md">
        <RxConnectsTabs />
        <RecordHeader trail={trail} pageTitle={pageTitle} record={null} />
        <Alert color="red" role="alert" title={`The ${names.one.toLowerCase()} could not be loaded.`}>
          {site.error.message.startsWith('HTTP') ? rxConnectsAdminMessages.notFound : site.error.message}
        </Alert>
      </Stack>
    );
  }
  const application = site.data;
  const reload = () => {
    setRefusal(null);
    // Lists, dashboard and this page all show the status that just changed.
    return queryClient.invalidateQueries({ queryKey: rxConnectsKey });
  };
  return (
    <Stack gap="md">
      <RxConnectsTabs />
      <RecordHeader
        trail={trail}
        pageTitle={pageTitle}
        record={application.name}
        actions={
          <Group gap="xs">
            <DecisionActions application={application} onDone={reload} onRefused={setRefusal} />
            <Button
              variant="default"
              leftSection={<IconHistory size={18} aria-hidden="true" />}
              onClick={() => setHistoryOpen(true)}
            >
              Audit history
            </Button>
          </Group>
        }
      />
      <Group gap="xs">
        <Text size="sm" c="dimmed">
          {names.one} #{application.id}
        </Text>
        <StatusBadge statusId={application.statusId} statusName={application.statusName} />
      </Group>
      <FailureAlert message={refusal} />
      <ApplicationCards application={application} />
      <AuditHistoryModal
        title={`Audit history: ${application.name}`}
        opened={historyOpen}
        onClose={() => setHistoryOpen(false)}
        queryKey={[...siteKey(kind, id), 'history']}
        fetchRows={() => getSiteHistory(kind, id)}
      />
    </Stack>
  );
}
