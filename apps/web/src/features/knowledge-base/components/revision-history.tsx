import type { KbDocument } from '@homer/contracts/knowledge-base';
import { Alert, Button, Group, Modal, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { usDateTime } from '../../../shared/lib/us-date.ts';
import { confirmAction } from '../../../shared/ui/confirm-action.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { restoreKbRevision } from '../api/kb-commands.ts';
import { kbRevisionQuery, kbRevisionsQuery } from '../api/kb-queries.ts';
import { revisionDiff } from '../lib/revision-diff.ts';
import { Busy } from './busy.tsx';
import { RevisionDiffView } from './revision-diff-view.tsx';

type Props = {
  doc: KbDocument;
  onClose: () => void;
  onRestored: (doc: KbDocument) => void;
};

function ChosenRevision({
  doc,
  revisionId,
  onRestored,
}: {
  doc: KbDocument;
  revisionId: number;
  onRestored: Props['onRestored'];
}) {
  const query = useQuery(kbRevisionQuery(doc.documentId, revisionId));
  const [restoring, setRestoring] = useState(false);
  const diffs = useMemo(() => (query.data ? revisionDiff(query.data, doc) : null), [query.data, doc]);
  if (query.isPending) return <Busy label="Loading the revision" />;
  if (!query.data || !diffs) return <Alert color="red">The revision could not be loaded.</Alert>;
  const restore = async () => {
    const sure = await confirmAction(
      'Restore this version',
      `Restore "${doc.title}" to the version saved ${usDateTime(query.data.savedAt)}? The current text stays in the history.`,
      'Restore',
    );
    if (!sure) return;
    setRestoring(true);
    try {
      const result = await restoreKbRevision(doc.documentId, revisionId);
      if (result.message) toast.systemMessage({ message: result.message, messageClass: result.messageClass });
      if (result.isSuccessful && result.value) onRestored(result.value);
    } catch {
      // The api client has shown the failure.
    } finally {
      setRestoring(false);
    }
  };
  return (
    <Stack gap="sm">
      <RevisionDiffView diffs={diffs} />
      <Group justify="flex-end">
        <Button onClick={restore} loading={restoring}>
          Restore this version
        </Button>
      </Group>
    </Stack>
  );
}

/** Beyond the spec: the saved versions of a document (who, when), each compared with today's, and restorable. */
export function RevisionHistory({ doc, onClose, onRestored }: Props) {
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const revisions = useQuery(kbRevisionsQuery(doc.documentId));
  const [chosen, setChosen] = useState<number | null>(null);
  return (
    <Modal opened onClose={onClose} title={`History: ${doc.title}`} size="xl" fullScreen={phone}>
      <Stack gap="md">
        {revisions.isPending && <Busy label="Loading the history" />}
        {revisions.isError && <Alert color="red">The history could not be loaded.</Alert>}
        {revisions.data && revisions.data.length === 0 && <Text>No saved versions yet.</Text>}
        {revisions.data && revisions.data.length > 0 && (
          <Table.ScrollContainer minWidth={360}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Saved</Table.Th>
                  <Table.Th>By</Table.Th>
                  <Table.Th>Title</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {revisions.data.map((revision, index) => (
                  <Table.Tr key={revision.revisionId}>
                    <Table.Td>
                      {usDateTime(revision.savedAt)}
                      {index === 0 ? ' (current)' : ''}
                      {revision.restoredFromRevisionId ? ' (restored)' : ''}
                    </Table.Td>
                    <Table.Td>{revision.savedBy ?? 'Unknown'}</Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{revision.title}</Table.Td>
                    <Table.Td>
                      {index > 0 && (
                        <Button
                          size="compact-sm"
                          variant={chosen === revision.revisionId ? 'filled' : 'default'}
                          onClick={() => setChosen(revision.revisionId)}
                          aria-label={`Compare the version of ${usDateTime(revision.savedAt)}`}
                          aria-pressed={chosen === revision.revisionId}
                        >
                          Compare
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {chosen !== null && (
          <ChosenRevision key={chosen} doc={doc} revisionId={chosen} onRestored={onRestored} />
        )}
      </Stack>
    </Modal>
  );
}
