import { Button, Stack, Text, Title } from '@mantine/core';
import { useRouteError } from 'react-router';

/** Shown when a page fails to load or render, typically a chunk missing after a new release. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return (
    <Stack gap="sm" p="md" align="flex-start">
      <Title order={1}>Error</Title>
      <Text>This page could not be displayed.</Text>
      <Button onClick={() => window.location.reload()}>Reload the page</Button>
    </Stack>
  );
}
