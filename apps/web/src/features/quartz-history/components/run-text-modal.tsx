import { Alert, Button, Center, Code, Group, Loader, Modal, Text } from '@mantine/core';

type Props = {
  title: string;
  opened: boolean;
  onClose: () => void;
  loading: boolean;
  failed: boolean;
  text: string | null | undefined;
  emptyText: string;
};

/**
 * Logs are stored as plain text, so they are rendered as text in a <pre>: React escapes it, nothing is parsed as
 * HTML. Should HTML logs appear, render them through DOMPurify instead (see DESIGN.md, HTML safety).
 */
export function RunTextModal({ title, opened, onClose, loading, failed, text, emptyText }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="xl">
      {loading ? (
        <Center py="xl">
          <Loader aria-label="Loading" />
        </Center>
      ) : failed ? (
        <Alert color="red" role="alert">
          It could not be loaded.
        </Alert>
      ) : text ? (
        <Code
          block
          style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', maxHeight: '60vh', overflowY: 'auto' }}
        >
          {text}
        </Code>
      ) : (
        <Text c="dimmed">{emptyText}</Text>
      )}
      <Group justify="flex-end" mt="md">
        <Button onClick={onClose}>Close</Button>
      </Group>
    </Modal>
  );
}
