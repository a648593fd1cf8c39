import { passwordRequirements } from '@homer/contracts/password';
import { List, Text } from '@mantine/core';

/** Spec 1 §2.7: the requirements a new password must meet, shown beside the form. */
export function PasswordRequirements({ id }: { id: string }) {
  return (
    <div id={id}>
      <Text size="sm" fw={500}>
        Password requirements:
      </Text>
      <List size="sm">
        {passwordRequirements.map((requirement) => (
          <List.Item key={requirement}>{requirement}</List.Item>
        ))}
      </List>
    </div>
  );
}
