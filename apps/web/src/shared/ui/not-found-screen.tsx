import { messages } from '@homer/contracts/messages';
import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { Crumb } from '../lib/route-crumb.ts';
import { usePageTitle } from '../lib/use-page-title.ts';

/**
 * The spec's 404 screen (document 1 §2.11), for a mistyped address and for a record that does not exist
 * (decision 085): it names no record, and offers the list the record would be in, then home.
 */
export function NotFoundScreen({ back }: { back?: Crumb }) {
  usePageTitle('Error 404');
  return (
    <Stack gap="xs" align="flex-start">
      <Title order={1}>Error 404</Title>
      <Text>{messages.notFound}</Text>
      <Group gap="lg">
        {back && (
          <Anchor component={Link} to={back.to}>
            Back to {back.label}
          </Anchor>
        )}
        {/* Home: the dashboard when signed in, the login page otherwise (spec §2.1). */}
        <Anchor component={Link} to="/">
          Go to the home page
        </Anchor>
      </Group>
    </Stack>
  );
}
