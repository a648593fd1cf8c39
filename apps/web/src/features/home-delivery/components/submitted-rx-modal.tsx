import type { RxRefill } from '@homer/contracts/home-delivery';
import { Button, Group, List, Modal, Text, ThemeIcon } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';

type Props = {
  requestId: number | null;
  refills: RxRefill[] | null;
  message: string | null;
  onClose: () => void;
};

/** "Submitted Rx's": each number with its refills remaining and a check. */
export function SubmittedRxModal({ requestId, refills, message, onClose }: Props) {
  return (
    <Modal opened={refills !== null} onClose={onClose} title="Submitted Rx's" centered>
      {message ? <Text mb="sm">{message}</Text> : null}
      {requestId !== null ? (
        <Text mb="sm" fw={700}>
          Request number: {requestId}
        </Text>
      ) : null}
      <List
        spacing="xs"
        icon={
          <ThemeIcon color="teal" size={22} radius="xl" aria-hidden="true">
            <IconCheck size={14} />
          </ThemeIcon>
        }
      >
        {(refills ?? []).map((refill) => (
          <List.Item key={refill.rxNumber}>
            <Text span fw={600}>
              Rx {refill.rxNumber}
            </Text>
            <Text span> — refills remaining: {refill.refillsRemaining ?? 0}</Text>
          </List.Item>
        ))}
      </List>
      <Group justify="flex-end" mt="md">
        <Button onClick={onClose}>Close</Button>
      </Group>
    </Modal>
  );
}
