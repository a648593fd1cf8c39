import { type KbDocument, type KbDocumentSummary, kbMessages } from '@homer/contracts/knowledge-base';
import { Alert, Button, Center, Drawer, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { confirmAction } from '../../../shared/ui/confirm-action.tsx';
import { PageLoader } from '../../../shared/ui/page-loader.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { deleteKbDocument, sortKbDocuments } from '../api/kb-commands.ts';
import {
  kbDocumentQuery,
  kbListQuery,
  kbListQueryKey,
  kbModuleOptionsQuery,
  kbRevisionsQuery,
} from '../api/kb-queries.ts';
import { DocumentPanel } from '../components/document-panel.tsx';
import { DocumentTree } from '../components/document-tree.tsx';
import type { KbFolder } from '../lib/document-tree.ts';
import { closedPanel, type PanelState } from '../lib/panel-state.ts';
import { reorderFolder, withFolderOrder } from '../lib/reorder.ts';

// Only editors open the history, and it brings the diff library.
const RevisionHistory = lazy(() =>
  import('../components/revision-history.tsx').then((m) => ({ default: m.RevisionHistory })),
);

/**
 * Where focus goes once the panel closes, so keyboard users keep their place: the tree's button of the document,
 * or the search box when the document is gone.
 */
function focusAfterClose(documentId: number | null) {
  requestAnimationFrame(() => {
    const target =
      documentId === null ? null : document.querySelector<HTMLElement>(`[data-kb-document="${documentId}"]`);
    (target ?? document.querySelector<HTMLElement>('input[aria-label="Search Documents"]'))?.focus();
  });
}

/** Spec document 1 §2.4 Knowledge Base: a tree of documents by module and a side panel to read and edit them. */
export default function KnowledgeBasePage() {
  const queryClient = useQueryClient();
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const list = useQuery(kbListQuery);
  const canCreate = (useQuery(kbModuleOptionsQuery).data ?? []).length > 0;
  const [panel, setPanel] = useState<PanelState>(closedPanel);
  const [history, setHistory] = useState<KbDocument | null>(null);
  const [reveal, setReveal] = useState<{ module: number } | null>(null);
  const selectedId = panel.mode === 'viewing' || panel.mode === 'editing' ? panel.documentId : null;

  const close = () => {
    setPanel(closedPanel);
    focusAfterClose(selectedId);
  };

  const saved = (doc: KbDocument) => {
    queryClient.setQueryData(kbDocumentQuery(doc.documentId).queryKey, doc);
    void queryClient.invalidateQueries({ queryKey: kbListQueryKey });
    void queryClient.invalidateQueries({ queryKey: kbRevisionsQuery(doc.documentId).queryKey });
    setReveal({ module: doc.module });
    setPanel({ mode: 'viewing', documentId: doc.documentId, focus: true });
  };

  const remove = async (documentId: number) => {
    if (!(await confirmAction('Delete Document', kbMessages.deleteConfirm, 'Delete'))) return;
    try {
      const result = await deleteKbDocument(documentId);
      if (result.message) toast.systemMessage({ message: result.message, messageClass: result.messageClass });
      if (!result.isSuccessful) return;
      if (result.value) queryClient.setQueryData(kbListQueryKey, result.value);
      else void queryClient.invalidateQueries({ queryKey: kbListQueryKey });
      queryClient.removeQueries({ queryKey: kbDocumentQuery(documentId).queryKey });
      setPanel(closedPanel);
      focusAfterClose(null);
    } catch {
      // The api client has shown the failure.
    }
  };

  const reorder = async (folder: KbFolder, activeId: number, overId: number | null) => {
    const outcome = reorderFolder(folder.documents, activeId, overId);
    if (outcome.kind === 'warning') {
      toast.warning(outcome.message);
      return;
    }
    if (outcome.kind !== 'sorted') return;
    // Shown at once; the server's answer (or a refetch after a failure) has the last word.
    queryClient.setQueryData<KbDocumentSummary[]>(kbListQueryKey, (all) =>
      withFolderOrder(all ?? [], folder.module, outcome.documents),
    );
    try {
      const result = await sortKbDocuments(outcome.body);
      if (result.isSuccessful && result.value) queryClient.setQueryData(kbListQueryKey, result.value);
      else {
        if (result.message)
          toast.systemMessage({ message: result.message, messageClass: result.messageClass });
        void queryClient.invalidateQueries({ queryKey: kbListQueryKey });
      }
    } catch {
      void queryClient.invalidateQueries({ queryKey: kbListQueryKey });
    }
  };

  const restored = (doc: KbDocument) => {
    setHistory(null);
    saved(doc);
  };

  const panelContent =
    panel.mode === 'closed' ? null : (
      <DocumentPanel
        state={panel}
        onView={(documentId) => setPanel({ mode: 'viewing', documentId, focus: true })}
        onEdit={(documentId) => setPanel({ mode: 'editing', documentId })}
        onDelete={(documentId) => void remove(documentId)}
        onHistory={setHistory}
        onSaved={saved}
        onClose={close}
      />
    );

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          Knowledge Base
        </Title>
        {canCreate && (
          <Button
            leftSection={<IconPlus size={16} aria-hidden="true" />}
            onClick={() => setPanel({ mode: 'creating' })}
          >
            {kbMessages.newDocument}
          </Button>
        )}
      </Group>
      {list.isPending && <PageLoader />}
      {list.isError && (
        <Alert color="red" role="alert" title="The knowledge base could not be loaded.">
          <Button variant="default" size="xs" onClick={() => list.refetch()}>
            Try again
          </Button>
        </Alert>
      )}
      {list.data && (
        <Grid gap="md">
          <Grid.Col span={{ base: 12, sm: 5, lg: 4 }}>
            <DocumentTree
              documents={list.data}
              selectedId={selectedId}
              onSelect={(documentId) => setPanel({ mode: 'viewing', documentId })}
              onReorder={(folder, activeId, overId) => void reorder(folder, activeId, overId)}
              reveal={reveal}
            />
          </Grid.Col>
          {!phone && (
            <Grid.Col span={{ base: 12, sm: 7, lg: 8 }}>
              <Paper withBorder p="md" radius="md" mih={240}>
                {panelContent ?? (
                  <Center mih={200}>
                    <Text c="dimmed">{kbMessages.selectItem}</Text>
                  </Center>
                )}
              </Paper>
            </Grid.Col>
          )}
        </Grid>
      )}
      {phone && (
        <Drawer.Root opened={panel.mode !== 'closed'} onClose={close} position="right" size="100%">
          <Drawer.Overlay />
          <Drawer.Content aria-label="Knowledge base document">
            <Drawer.Body pt="md">{panelContent}</Drawer.Body>
          </Drawer.Content>
        </Drawer.Root>
      )}
      {history && (
        <Suspense fallback={null}>
          <RevisionHistory doc={history} onClose={() => setHistory(null)} onRestored={restored} />
        </Suspense>
      )}
    </Stack>
  );
}
