import { messages } from '@homer/contracts/messages';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

export default function NotFoundPage() {
  return (
    <Stack gap="xs" align="flex-start">
      <Title order={1}>Error 404</Title>
      <Text>{messages.notFound}</Text>
      {/* Home: the dashboard when signed in, the login page otherwise (spec §2.1). */}
      <Anchor component={Link} to="/">
        Go to the home page
      </Anchor>
    </Stack>
  );
}
