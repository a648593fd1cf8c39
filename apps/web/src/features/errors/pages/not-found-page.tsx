import { messages } from '@homer/contracts/messages';
import { Stack, Text, Title } from '@mantine/core';

export default function NotFoundPage() {
  return (
    <Stack gap="xs">
      <Title order={1}>Error 404</Title>
      <Text>{messages.notFound}</Text>
    </Stack>
  );
}
