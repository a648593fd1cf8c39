import {
  type RxConnectsSiteKind,
  rxConnectsAdminMessages,
  rxConnectsKindNames,
  rxConnectsPagePaths,
} from '@homer/contracts/rx-connects-admin';
import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { positiveId } from '../../../shared/lib/positive-id.ts';
import { AuditHistoryModal } from '../../../shared/ui/audit-history-modal.tsx';
import { FailureAlert } from '../../../shared/ui/failure-alert.tsx';
import { PageLoader } from '../../../shared/ui/page-loader.tsx';
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
  const back = (
    <Anchor component={Link} to={rxConnectsPagePaths.list[kind]} size="sm">
      Back to {names.many}
    </Anchor>
  );
  if (site.isPending) return <PageLoader />;
  if (site.isError) {
    return (
      <Stack gap="md">
        <RxConnectsTabs />
        {back}
        <Title order={1} size="h2">
          Rx Connects {names.one}
        </Title>
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
      {back}
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {application.name}
          </Title>
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              {names.one} #{application.id}
            </Text>
            <StatusBadge statusId={application.statusId} statusName={application.statusName} />
          </Group>
        </Stack>
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
