import { herosMessages, herosNextSteps } from '@homer/contracts/heros-public';
import { Alert, List, Stack, Text, Title } from '@mantine/core';

/** Step 4: the thank-you with the next steps (spec document 2 §2). */
export function HerosThankYou({ primaryEmail }: { primaryEmail: string }) {
  return (
    <Stack>
      <Alert color="green" role="status" aria-label={herosMessages.saved}>
        <Text fw={700}>{herosMessages.saved}</Text>
        <Text size="sm">
          We sent a confirmation with these steps to {primaryEmail}. Programme staff will now review your
          application.
        </Text>
      </Alert>
      <Title order={2} size="h3">
        Next steps
      </Title>
      <List type="ordered" spacing="xs">
        {herosNextSteps.map((step) => (
          <List.Item key={step}>{step}</List.Item>
        ))}
      </List>
    </Stack>
  );
}
