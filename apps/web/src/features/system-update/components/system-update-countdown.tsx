import type { SystemUpdate } from '@homer/contracts/system-update';
import { ActionIcon, Alert, Group, Text, UnstyledButton } from '@mantine/core';
import { IconMaximize, IconMinus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLiveEvent } from '../../../app/live/use-live-event.ts';
import { storageKeys } from '../../../shared/lib/storage-keys.ts';
import { getSystemUpdate, systemUpdateKey } from '../api/system-update.ts';
import { formatCountdown } from './format-countdown.ts';

/** Spec §9: the countdown turns to the warning style under 30 seconds. */
const warningSeconds = 30;

/** Remembers the schedule locally under update-timer (spec §3), so a reload counts down before the first answer. */
function storedUpdate(): SystemUpdate | null {
  try {
    const raw = localStorage.getItem(storageKeys.updateTimer);
    const parsed = raw ? (JSON.parse(raw) as Partial<SystemUpdate>) : null;
    return typeof parsed?.scheduledDate === 'string'
      ? { scheduledDate: parsed.scheduledDate, message: String(parsed.message ?? '') }
      : null;
  } catch {
    return null;
  }
}

function store(update: SystemUpdate | null) {
  try {
    if (update) localStorage.setItem(storageKeys.updateTimer, JSON.stringify(update));
    else localStorage.removeItem(storageKeys.updateTimer);
  } catch {
    // Storage may be full or blocked; the countdown still runs from the server's answer.
  }
}

/** The system update countdown every signed-in browser shows (spec §2.2, §4.5): minutes and seconds, minimizable. */
export function SystemUpdateCountdown() {
  const query = useQuery({
    queryKey: systemUpdateKey,
    queryFn: ({ signal }) => getSystemUpdate(signal),
    // Asked once on load; after that the live stream says when it changes (decision 046, replacing 042's polling).
    staleTime: Number.POSITIVE_INFINITY,
  });
  const queryClient = useQueryClient();
  useLiveEvent('systemUpdateScheduled', (scheduled) => {
    queryClient.setQueryData(systemUpdateKey, scheduled);
  });
  const update = query.isSuccess ? query.data : storedUpdate();
  const [now, setNow] = useState(() => Date.now());
  const [minimized, setMinimized] = useState(false);

  useEffect(() => {
    if (query.isSuccess) store(query.data);
  }, [query.isSuccess, query.data]);

  const target = update ? Date.parse(update.scheduledDate) : Number.NaN;
  const running = !Number.isNaN(target) && target > now;
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [running]);

  if (!update || !running) return null;
  const secondsLeft = (target - now) / 1000;
  const warning = secondsLeft < warningSeconds;
  const time = formatCountdown(secondsLeft);
  const colour = warning ? 'red' : 'yellow';

  if (minimized)
    return (
      <UnstyledButton
        onClick={() => setMinimized(false)}
        aria-label={`System update in ${time}. Show the system update notice`}
        data-testid="system-update-countdown"
        style={{
          position: 'fixed',
          bottom: 48,
          right: 16,
          zIndex: 300,
          padding: '4px 10px',
          borderRadius: 'var(--mantine-radius-sm)',
          background: `var(--mantine-color-${colour}-light)`,
          border: `1px solid var(--mantine-color-${colour}-outline)`,
        }}
      >
        <Group gap={6} wrap="nowrap">
          <Text size="sm" fw={700} c="var(--mantine-color-text)">
            {time}
          </Text>
          <IconMaximize size={14} aria-hidden="true" />
        </Group>
      </UnstyledButton>
    );

  return (
    <Alert
      color={colour}
      variant="light"
      mb="sm"
      data-testid="system-update-countdown"
      data-warning={warning || undefined}
      title={
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={700} size="sm" c="var(--mantine-color-text)">
            System update in <span style={{ fontVariantNumeric: 'tabular-nums' }}>{time}</span>
          </Text>
          <ActionIcon variant="subtle" color="gray" onClick={() => setMinimized(true)} aria-label="Minimize">
            <IconMinus size={16} aria-hidden="true" />
          </ActionIcon>
        </Group>
      }
      styles={{ label: { width: '100%' }, title: { width: '100%' } }}
    >
      <Text size="sm" c="var(--mantine-color-text)">
        {update.message || 'The system will be updated. Please save your work.'}
      </Text>
    </Alert>
  );
}
