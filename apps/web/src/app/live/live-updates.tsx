import { liveEventMessages } from '@homer/contracts/live-events';
import { Alert, Anchor, Text } from '@mantine/core';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { sessionStore } from '../../shared/lib/session-store.ts';
import { LiveConnection, type LiveStatus } from './live-connection.ts';
import { emitLiveEvent } from './live-event-bus.ts';

/**
 * The signed-in shell's live stream and spec §2.2's lost-updates banner (decision 046). Mounted only while signed
 * in: unmounting on sign-out disposes the stream deliberately. While the stream is down the banner says so, with
 * a link that reloads the page; reconnecting goes on meanwhile and the banner goes once it succeeds.
 */
export function LiveUpdates() {
  const [status, setStatus] = useState<LiveStatus>('connecting');

  useEffect(() => {
    const connection = new LiveConnection({
      token: () => sessionStore.token(),
      onEvent: emitLiveEvent,
      onStatus: setStatus,
    });
    connection.start();
    return () => connection.dispose();
  }, []);

  if (status !== 'lost') return null;
  return (
    <Alert
      color="orange"
      variant="light"
      mb="sm"
      role="status"
      data-testid="live-updates-lost"
      icon={<IconPlugConnectedX size={18} aria-hidden="true" />}
    >
      <Text size="sm" c="var(--mantine-color-text)">
        {liveEventMessages.lostUpdates}{' '}
        <Anchor
          component="button"
          type="button"
          size="sm"
          fw={700}
          underline="always"
          c="var(--mantine-color-text)"
          onClick={() => window.location.reload()}
        >
          {liveEventMessages.refreshToEnable}
        </Anchor>
      </Text>
    </Alert>
  );
}
