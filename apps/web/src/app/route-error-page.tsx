import { Button, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useRevalidator, useRouteError } from 'react-router';
import { type LoadFailure, useLoadFailure } from '../features/errors/lib/load-failure.ts';
import { reportError } from '../shared/lib/error-reporting/error-reporting.ts';
import { PageLoader } from '../shared/ui/page-loader.tsx';

const reload = () => window.location.reload();

const screens: Record<Exclude<LoadFailure, 'checking'>, { title: string; text: string; action: string }> = {
  offline: {
    title: 'You are offline',
    text: 'This page could not be loaded because this device is offline. It will load as soon as the connection is back.',
    action: 'Try again',
  },
  'new-version': {
    title: 'A new version is available',
    text: 'HOMER has been updated with new features. Reload the page to use the new version.',
    action: 'Reload the page',
  },
  failed: { title: 'Error', text: 'This page could not be displayed.', action: 'Reload the page' },
};

/**
 * A route's error boundary: a page whose code would not load (offline, or gone after a release) or that failed
 * to render. It replaces that page only; the shell around it stays.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const failure = useLoadFailure(error);
  const revalidator = useRevalidator();
  if (import.meta.env.DEV) console.error(error);
  // A page that crashed is reported; code that would not load (offline, a new release) is not an error of the app.
  useEffect(() => (failure === 'failed' ? reportError(error, 'route') : undefined), [failure, error]);

  // Back online: run the route's loader again, which fetches the page's code once more.
  useEffect(() => {
    if (failure !== 'offline') return;
    const retry = () => void revalidator.revalidate();
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [failure, revalidator]);

  if (failure === 'checking') return <PageLoader />;
  const screen = screens[failure];
  return (
    <Stack gap="sm" p="md" align="flex-start" role="alert">
      <Title order={1}>{screen.title}</Title>
      <Text>{screen.text}</Text>
      <Button onClick={failure === 'offline' ? () => void revalidator.revalidate() : reload}>
        {screen.action}
      </Button>
    </Stack>
  );
}
