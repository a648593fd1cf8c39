import type { KbDocument } from '@homer/contracts/knowledge-base';
import { Alert, Button, Divider, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { usDateTime } from '../../../shared/lib/us-date.ts';
import { SanitizedHtml } from '../../../shared/ui/sanitized-html.tsx';
import { kbDocumentQuery } from '../api/kb-queries.ts';
import { kbReadersText } from '../lib/readers.ts';
import { Busy } from './busy.tsx';
import { CopyLinkButton } from './copy-link-button.tsx';
import classes from './panel.module.css';
import { PanelHeader } from './panel-header.tsx';
import { VideoEmbed } from './video-embed.tsx';

type Props = {
  documentId: number;
  onEdit: () => void;
  onDelete: () => void;
  onHistory: (doc: KbDocument) => void;
  onClose: () => void;
  /** Focus the title once shown (after a save, a restore or Cancel). */
  takeFocus: boolean;
};

/** The panel while viewing (spec §4.9): the document as saved, with Edit, Delete and History for its editors. */
export function DocumentView({ documentId, onEdit, onDelete, onHistory, onClose, takeFocus }: Props) {
  const headingId = useId();
  const query = useQuery(kbDocumentQuery(documentId));
  const doc = query.data;
  if (query.isPending) {
    return (
      <Stack>
        <PanelHeader title="Loading document…" onClose={onClose} headingId={headingId} />
        <Busy label="Loading document" />
      </Stack>
    );
  }
  if (!doc) {
    return (
      <Stack>
        <PanelHeader title="Document" onClose={onClose} headingId={headingId} />
        <Alert color="red" role="alert" title="The document could not be loaded.">
          <Button variant="default" size="xs" onClick={() => query.refetch()}>
            Try again
          </Button>
        </Alert>
      </Stack>
    );
  }
  return (
    <Stack gap="sm" component="article" aria-labelledby={headingId}>
      <PanelHeader title={doc.title} onClose={onClose} headingId={headingId} takeFocus={takeFocus} />
      {doc.description && <Text c="dimmed">{doc.description}</Text>}
      <Group gap="xs">
        <CopyLinkButton documentId={doc.documentId} />
        {doc.canEdit && (
          <>
            <Button size="xs" variant="default" onClick={onEdit}>
              Edit
            </Button>
            <Button size="xs" variant="default" onClick={onDelete}>
              Delete
            </Button>
            <Button size="xs" variant="default" onClick={() => onHistory(doc)}>
              History
            </Button>
          </>
        )}
      </Group>
      <Divider />
      {doc.videoId && <VideoEmbed videoId={doc.videoId} title={doc.title} />}
      <SanitizedHtml html={doc.content} className={classes.content} />
      <Text size="xs" c="dimmed">
        {kbReadersText(doc)}
      </Text>
      <Text size="xs" c="dimmed">
        Last saved {usDateTime(doc.updatedAt)}
        {doc.updatedBy ? ` by ${doc.updatedBy}` : ''}.
      </Text>
    </Stack>
  );
}
