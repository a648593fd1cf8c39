import {
  attachmentAccept,
  type TicketAttachment,
  type TicketDetail,
  ticketMessages,
} from '@homer/contracts/help-desk-tickets';
import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  Checkbox,
  FileInput,
  Group,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconPaperclip, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { refusalMessage } from '../../../shared/lib/refusal-message.ts';
import { usDateTime } from '../../../shared/lib/us-date.ts';
import { confirmAction } from '../../../shared/ui/confirm-action.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { deleteTicketAttachment } from '../api/ticket-commands.ts';
import { downloadTicketAttachment, uploadTicketAttachment } from '../api/ticket-files.ts';
import { attachmentLimitsText, attachmentProblem, fileSize } from '../lib/attachment-check.ts';

type Props = { ticket: TicketDetail; onChanged: () => Promise<unknown> };

function AttachmentLine({ attachment, onDelete }: { attachment: TicketAttachment; onDelete: () => void }) {
  const download = () =>
    downloadTicketAttachment(attachment.id, attachment.fileName).catch((error: Error) =>
      toast.error(error.message),
    );
  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="xs">
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Group gap="xs" wrap="wrap">
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={download}
            style={{ overflowWrap: 'anywhere' }}
          >
            {attachment.fileName}
          </Anchor>
          {attachment.isInternal && (
            <Badge color="yellow.4" autoContrast variant="filled" size="sm">
              Internal
            </Badge>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {fileSize(attachment.sizeBytes)} · {attachment.uploadedByName} · {usDateTime(attachment.uploadedAt)}
        </Text>
      </Stack>
      {attachment.canDelete && (
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`Delete ${attachment.fileName}`}
          onClick={onDelete}
        >
          <IconTrash size={18} aria-hidden="true" />
        </ActionIcon>
      )}
    </Group>
  );
}

/** The ticket's files: download, delete (the uploader or a Support Admin), and upload one at a time. */
export function AttachmentsPanel({ ticket, onChanged }: Props) {
  const { permissions, attachments } = ticket;
  const [file, setFile] = useState<File | null>(null);
  const [isInternal, setIsInternal] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  // A new FileInput after each upload: the chosen file's name must not linger.
  const [inputKey, setInputKey] = useState(0);

  const upload = async () => {
    const problem = attachmentProblem(file, attachments.length);
    setError(problem);
    if (problem || !file) return;
    setUploading(true);
    try {
      await uploadTicketAttachment(ticket.id, file, isInternal);
      toast.success(ticketMessages.attachmentUploaded);
      setFile(null);
      setInputKey((k) => k + 1);
      await onChanged();
    } catch (cause) {
      setError((cause as Error).message);
    } finally {
      setUploading(false);
    }
  };

  const remove = async (attachment: TicketAttachment) => {
    const yes = await confirmAction('Delete attachment', `Delete ${attachment.fileName}?`, 'Delete');
    if (!yes) return;
    try {
      const result = await deleteTicketAttachment(attachment.id);
      toast.success(result.message ?? ticketMessages.attachmentDeleted);
      await onChanged();
    } catch (cause) {
      toast.error(refusalMessage(cause) ?? 'The attachment could not be deleted.');
    }
  };

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Attachments
        </Title>
        {attachments.length === 0 ? (
          <Text size="sm" c="dimmed">
            No files attached.
          </Text>
        ) : (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {attachments.map((a) => (
              <AttachmentLine key={a.id} attachment={a} onDelete={() => void remove(a)} />
            ))}
          </Stack>
        )}
        {permissions.canUpload && (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void upload();
            }}
            noValidate
          >
            <Stack gap="xs">
              <FileInput
                key={inputKey}
                label="Attach a file"
                description={attachmentLimitsText}
                accept={attachmentAccept}
                leftSection={<IconPaperclip size={16} aria-hidden="true" />}
                value={file}
                onChange={(f) => {
                  setFile(f);
                  setError(null);
                }}
                clearable
                inputWrapperOrder={['label', 'description', 'input', 'error']}
              />
              {error && (
                <Alert color="red" role="alert" p="xs">
                  {error}
                </Alert>
              )}
              {permissions.canAddInternalNote && (
                <Checkbox
                  label="Internal (Support Desk staff only)"
                  checked={isInternal}
                  onChange={(event) => setIsInternal(event.currentTarget.checked)}
                />
              )}
              <Group justify="flex-end">
                <Button type="submit" variant="default" loading={uploading}>
                  Upload
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Paper>
  );
}
