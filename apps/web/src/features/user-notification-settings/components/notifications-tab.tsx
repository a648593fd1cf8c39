import {
  channelLabels,
  type NotificationChannel,
  type NotificationSetting,
  notificationChannels,
} from '@homer/contracts/notification-settings';
import { subscriptionsElement } from '@homer/contracts/report-subscriptions';
import { Alert, Paper, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { refusalMessage } from '../../../shared/lib/refusal-message.ts';
import { useSession } from '../../../shared/lib/use-session.ts';
import { FailureAlert } from '../../../shared/ui/failure-alert.tsx';
import { SaveCancelActions } from '../../../shared/ui/save-cancel-actions.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import {
  notificationSettingsKey,
  notificationSettingsQueryOptions,
  saveNotificationSettings,
} from '../api/notification-settings.ts';
import { groupByArea } from '../lib/group-by-area.ts';
import { ReportSubscriptions } from './report-subscriptions.tsx';
import { TestPushCard } from './test-push-card.tsx';

type Props = {
  userId: number;
  /**
   * `{el}` of the route: a notification type key whose row is highlighted and focused, or `reports`
   * (`subscriptionsElement`), which opens the report subscriptions below the settings.
   */
  element?: string;
  /** `{reportId}` of the route: with `{el}` = `reports`, the report subscription highlighted (decision 113). */
  reportId?: string;
};

type SettingsProps = { userId: number; element?: string };

/**
 * The notifications tab (decision 044): per business area, a row per notification type with three switches. On the
 * user's own tab, first the browser's push permission and the test push (decision 091): the push goes to whoever
 * sends it, so it would prove nothing on a colleague's tab. Below the settings, the user's report subscriptions
 * (decision 113), which `{el}` = `reports` and `{reportId}` open.
 */
export function NotificationsTab({ userId, element, reportId }: Props) {
  const own = useSession().user?.id === userId;
  // The subscriptions scroll to their target once the settings above them are drawn (same query, one request).
  const settingsReady = !useQuery(notificationSettingsQueryOptions(userId)).isPending;
  return (
    <Stack>
      {own && <TestPushCard />}
      <SettingsTab userId={userId} element={element} />
      <ReportSubscriptions userId={userId} element={element} reportId={reportId} ready={settingsReady} />
    </Stack>
  );
}

function SettingsTab({ userId, element }: SettingsProps) {
  const query = useQuery(notificationSettingsQueryOptions(userId));
  if (query.isPending) return <Text>Loading notification settings…</Text>;
  if (!query.data) return <Text>The notification settings could not be loaded.</Text>;
  // Keyed by what is stored, so a save (or another load) starts the switches from it.
  return (
    <SettingsForm
      key={JSON.stringify(query.data.settings)}
      userId={userId}
      settings={query.data.settings}
      element={element}
    />
  );
}

function SettingsForm({ userId, settings, element }: SettingsProps & { settings: NotificationSetting[] }) {
  const queryClient = useQueryClient();
  const [rows, setRows] = useState(settings);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const highlighted = useRef<HTMLTableRowElement>(null);
  // `reports` names the subscriptions below, not a notification type.
  const asksForType = element !== undefined && element !== subscriptionsElement;
  const known = asksForType && settings.some((s) => s.key === element);

  useEffect(() => {
    const row = highlighted.current;
    if (!row) return;
    row.scrollIntoView?.({ block: 'center' });
    row.focus({ preventScroll: true });
  }, []);

  const toggle = (key: string, channel: NotificationChannel, on: boolean) =>
    setRows((current) => current.map((r) => (r.key === key ? { ...r, [channel]: on } : r)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setFailure(null);
    try {
      const result = await saveNotificationSettings({
        userId,
        settings: rows.map(({ key, inApp, push, email }) => ({ key, inApp, push, email })),
      });
      if (result.value) {
        queryClient.setQueryData(notificationSettingsKey(userId), result.value);
        toast.success(result.message ?? 'Saved.');
      }
    } catch (error) {
      setFailure(refusalMessage(error) ?? 'The notification settings could not be saved.');
    } finally {
      setSaving(false);
    }
  };

  if (settings.length === 0) {
    return (
      <Paper withBorder p="lg" radius="md">
        <Text>This user does not receive any notifications yet.</Text>
      </Paper>
    );
  }

  return (
    <Paper withBorder p="lg" radius="md" component="form" onSubmit={(e) => void submit(e)}>
      <Stack>
        <Text size="sm">
          Choose how each notification reaches the user: in the app's notification list, as a push on screen,
          or by email.
        </Text>
        {asksForType && !known && (
          <Alert color="yellow">This notification type is not among this user's notification settings.</Alert>
        )}
        {groupByArea(rows).map((group) => (
          <Stack key={group.code} gap="xs">
            <Title order={2} size="h4" id={`notification-area-${group.code}`}>
              {group.name}
            </Title>
            <Table.ScrollContainer minWidth={480}>
              <Table aria-labelledby={`notification-area-${group.code}`}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Notification</Table.Th>
                    {notificationChannels.map((channel) => (
                      <Table.Th scope="col" key={channel} w={90}>
                        {channelLabels[channel]}
                      </Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {group.settings.map((setting) => {
                    const isTarget = setting.key === element;
                    return (
                      <Table.Tr
                        key={setting.key}
                        ref={isTarget ? highlighted : undefined}
                        tabIndex={isTarget ? -1 : undefined}
                        aria-current={isTarget ? 'true' : undefined}
                        data-type-key={setting.key}
                        bg={isTarget ? 'var(--mantine-primary-color-light)' : undefined}
                      >
                        <Table.Th scope="row" fw="normal">
                          <Text fw={600} size="sm">
                            {setting.label}
                          </Text>
                          <Text size="xs" c="dimmed">
                            {setting.description}
                          </Text>
                        </Table.Th>
                        {notificationChannels.map((channel) => (
                          <Table.Td key={channel}>
                            <Switch
                              aria-label={`${setting.label}: ${channelLabels[channel]}`}
                              checked={setting[channel]}
                              onChange={(e) => toggle(setting.key, channel, e.currentTarget.checked)}
                            />
                          </Table.Td>
                        ))}
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Stack>
        ))}
        <FailureAlert message={failure} />
        <SaveCancelActions
          saving={saving}
          onCancel={() => {
            setRows(settings);
            setFailure(null);
          }}
        />
      </Stack>
    </Paper>
  );
}
