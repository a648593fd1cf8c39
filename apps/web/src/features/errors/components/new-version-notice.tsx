import { Button, Paper, Text } from '@mantine/core';
import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { useLiveEvent } from '../../../app/live/use-live-event.ts';
import { newVersion } from '../lib/new-version.ts';

/** The new build's offline-cache worker takes over first (decision 073); loaded on the click, a plain reload if not. */
const reloadIntoNewVersion = () =>
  void import('../../../app/offline-cache/hand-over.ts').then(
    (handOver) => handOver.reloadIntoNewVersion(),
    () => window.location.reload(),
  );

/**
 * Spec §2.2's banner for a new version. It checks now and then (a page change, the tab shown again), and at
 * once when a page's code fails to load; a reload brings the new build.
 */
export function NewVersionNotice() {
  const available = useSyncExternalStore(newVersion.subscribe, newVersion.available, newVersion.available);
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a page change is the moment to look again.
  useEffect(() => {
    newVersion.checkNowAndThen();
  }, [pathname]);

  // A new build started serving: look now (the page's own entry script decides, so a restart of the same build
  // shows nothing).
  useLiveEvent('newVersionDeployed', () => {
    void newVersion.check();
  });

  useEffect(() => {
    const onShow = () => {
      if (document.visibilityState === 'visible') newVersion.checkNowAndThen();
    };
    document.addEventListener('visibilitychange', onShow);
    return () => document.removeEventListener('visibilitychange', onShow);
  }, []);

  if (!available) return null;
  return (
    <Paper
      role="status"
      shadow="md"
      withBorder
      p="sm"
      pos="fixed"
      left="var(--mantine-spacing-md)"
      right="var(--mantine-spacing-md)"
      // Above the shell's footer, where it hides nothing a person is typing into.
      bottom="calc(var(--app-shell-footer-offset, 0rem) + var(--mantine-spacing-md))"
      maw={480}
      mx="auto"
      style={{ zIndex: 1000 }}
      className="homer-print-hidden"
    >
      <Text size="sm">HOMER has been updated with new features.</Text>
      <Button size="compact-sm" variant="subtle" px={0} onClick={reloadIntoNewVersion}>
        Click here to reload the page
      </Button>
    </Paper>
  );
}
