import { Button, Group, Modal, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { buildLoginUrl } from '../../shared/lib/login-url.ts';
import { appNavigation } from '../../shared/lib/navigation.ts';
import { session } from '../../shared/lib/session.ts';
import { sessionStore } from '../../shared/lib/session-store.ts';
import { singleSignOutUrl } from '../../shared/lib/single-sign-out.ts';
import { storageKeys } from '../../shared/lib/storage-keys.ts';
import { countsAsActivity, formatCountdown, inactivity, inactivityState } from './inactivity-rules.ts';

const activityEvents = [
  'mousemove',
  'mousedown',
  'keydown',
  'click',
  'scroll',
  'wheel',
  'touchstart',
  'pointerdown',
];

function storeLastAccess(ms: number): void {
  localStorage.setItem(storageKeys.lastAccess, new Date(ms).toISOString());
}

function readLastAccess(): number {
  const stored = Date.parse(localStorage.getItem(storageKeys.lastAccess) ?? '');
  if (Number.isFinite(stored)) return stored;
  const now = Date.now();
  storeLastAccess(now);
  return now;
}

function expire(): void {
  const loginUrl = buildLoginUrl(appNavigation.currentPath(), true);
  const userId = sessionStore.get().user?.id ?? null;
  const sso = localStorage.getItem(storageKeys.loggedInUsingSso) === 'true';
  sessionStore.clearSecurity();
  // Short-lived marker that the sign-out was caused by inactivity, also visible to the server.
  // biome-ignore lint/suspicious/noDocumentCookie: one write-only marker; the Cookie Store API is not in every supported browser.
  document.cookie = 'inactive=true; max-age=60; path=/; SameSite=Lax';
  if (!sso) {
    appNavigation.go(loginUrl);
    return;
  }
  // Spec §4.1: SSO users sign out at the identity provider; on failure the message is shown and login follows.
  void singleSignOutUrl(userId).then((url) => {
    if (url) window.location.assign(url);
    else appNavigation.go(loginUrl);
  });
}

/**
 * Spec §4.1, for users with inactivityTimeout: last access is shared through localStorage, so every tab
 * sees activity and API calls made in any other tab.
 */
export function InactivityMonitor() {
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  const warningOpen = useRef(false);
  warningOpen.current = secondsLeft !== null;

  useEffect(() => {
    let lastEvent = 0;
    const onActivity = () => {
      const now = Date.now();
      if (now - lastEvent < inactivity.activityThrottleMs) return;
      lastEvent = now;
      // While the warning is up only closing it counts, so the server session is refreshed too.
      if (!warningOpen.current && countsAsActivity(window.location.pathname)) storeLastAccess(now);
    };
    const options = { capture: true, passive: true };
    for (const name of activityEvents) window.addEventListener(name, onActivity, options);
    return () => {
      for (const name of activityEvents) window.removeEventListener(name, onActivity, options);
    };
  }, []);

  useEffect(() => {
    const check = () => {
      const state = inactivityState(Date.now(), readLastAccess());
      if (state.kind === 'expired') {
        setSecondsLeft(null);
        expire();
      } else {
        setSecondsLeft(state.kind === 'warning' ? state.secondsLeft : null);
      }
    };
    check();
    const timer = window.setInterval(check, inactivity.checkIntervalMs);
    return () => window.clearInterval(timer);
  }, []);

  const stay = () => {
    storeLastAccess(Date.now());
    setSecondsLeft(null);
    // The spec re-fetches when 30 s or less were left; the server's idle clock only moves on a request,
    // so it is refreshed on every extension lest it expire before the reset local countdown.
    void session.refresh().catch(() => undefined);
  };

  return (
    <Modal
      opened={secondsLeft !== null}
      onClose={stay}
      title="Are you still there?"
      centered
      closeButtonProps={{ 'aria-label': 'Stay signed in' }}
    >
      <Text>
        You have been inactive for a while. For your security you will be signed out in{' '}
        <Text span fw={700}>
          {formatCountdown(secondsLeft ?? 0)}
        </Text>
        .
      </Text>
      <Group justify="flex-end" mt="md">
        <Button onClick={stay} data-autofocus>
          Stay signed in
        </Button>
      </Group>
    </Modal>
  );
}
