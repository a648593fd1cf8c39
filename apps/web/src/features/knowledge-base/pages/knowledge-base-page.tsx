import { type KbDocument, type KbDocumentSummary, kbMessages } from '@homer/contracts/knowledge-base';
import { Alert, Button, Center, Drawer, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { isNotFound } from '../../../shared/lib/is-not-found.ts';
import { positiveId } from '../../../shared/lib/positive-id.ts';
import { recordTitle } from '../../../shared/lib/record-title.ts';
import { routeCrumb } from '../../../shared/lib/route-crumb.ts';
import { usePageTitle } from '../../../shared/lib/use-page-title.ts';
import { confirmAction } from '../../../shared/ui/confirm-action.tsx';
import { NotFoundScreen } from '../../../shared/ui/not-found-screen.tsx';
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

const documentPath = (documentId: number) => routeCrumb('knowledgeBaseDocument', { documentId }).to;
const listPath = routeCrumb('knowledgeBase').to;

/**
 * Spec document 1 §2.4 Knowledge Base: a tree of documents by module and a side panel to read and edit them. The
 * document read or edited is in the address, support/knowledge-base/{documentId} (decision 090).
 */
export default function KnowledgeBasePage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const param = useParams().documentId;
  const addressedId = param === undefined ? null : positiveId(param);
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const list = useQuery(kbListQuery);
  const addressed = useQuery({ ...kbDocumentQuery(addressedId ?? 0), enabled: addressedId !== null });
  const canCreate = (useQuery(kbModuleOptionsQuery).data ?? []).length > 0;
  const [panel, setPanel] = useState<PanelState>(() =>
    addressedId === null ? closedPanel : { mode: 'viewing', documentId: addressedId },
  );
  const [history, setHistory] = useState<KbDocument | null>(null);
  const [reveal, setReveal] = useState<{ module: number } | null>(null);
  const [followed, setFollowed] = useState<{ id: number | null; revealed: boolean }>({
    id: addressedId,
    revealed: false,
  });
  const selectedId = panel.mode === 'viewing' || panel.mode === 'editing' ? panel.documentId : null;

  // The address leads (a link, Back, Forward): its document opens, or the panel closes when it names none.
  if (addressedId !== followed.id) {
    setFollowed({ id: addressedId, revealed: false });
    if (addressedId !== null && selectedId !== addressedId)
      setPanel({ mode: 'viewing', documentId: addressedId });
    if (addressedId === null && selectedId !== null) setPanel(closedPanel);
  }
  // Its folder opens once the list is there, so the reader sees where the document sits.
  const addressedSummary = list.data?.find((d) => d.documentId === addressedId);
  if (addressedSummary && !followed.revealed) {
    setFollowed({ id: addressedId, revealed: true });
    setReveal({ module: addressedSummary.module });
  }

  // The tab names the document being read, so a reader with several open tells them apart.
  const selectedSummary = list.data?.find((d) => d.documentId === selectedId);
  usePageTitle(recordTitle(selectedSummary?.title, 'Knowledge Base'));

  const view = (documentId: number, focus = false) => {
    setPanel({ mode: 'viewing', documentId, focus });
    if (documentId !== addressedId) void navigate(documentPath(documentId));
  };

  const close = () => {
    setPanel(closedPanel);
    if (addressedId !== null) void navigate(listPath);
    focusAfterClose(selectedId);
  };

  const saved = (doc: KbDocument) => {
    queryClient.setQueryData(kbDocumentQuery(doc.documentId).queryKey, doc);
    void queryClient.invalidateQueries({ queryKey: kbListQueryKey });
    void queryClient.invalidateQueries({ queryKey: kbRevisionsQuery(doc.documentId).queryKey });
    setReveal({ module: doc.module });
    view(doc.documentId, true);
  };

  const remove = async (documentId: number) => {
    if (!(await confirmAction('Delete Document', kbMessages.deleteConfirm, 'Delete'))) return;
    try {
      const result = await deleteKbDocument(documentId);
      if (result.message) toast.systemMessage({ message: result.message, messageClass: result.messageClass });
      if (!result.isSuccessful) return;
      if (result.value) queryClient.setQueryData(kbListQueryKey, result.value);
      else void queryClient.invalidateQueries({ queryKey: kbListQueryKey });
      // Off the document's address first: its query, removed below, would otherwise be asked for again.
      if (addressedId !== null) void navigate(listPath, { replace: true });
      setPanel(closedPanel);
      queryClient.removeQueries({ queryKey: kbDocumentQuery(documentId).queryKey });
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
        onView={(documentId) => view(documentId, true)}
        onEdit={(documentId) => setPanel({ mode: 'editing', documentId })}
        onDelete={(documentId) => void remove(documentId)}
        onHistory={setHistory}
        onSaved={saved}
        onClose={close}
      />
    );

  // A mistyped address, or a document that is gone or not for this reader (the server answers both 404).
  if ((param !== undefined && addressedId === null) || isNotFound(addressed.error)) {
    return <NotFoundScreen back={routeCrumb('knowledgeBase')} />;
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          Knowledge Base
        </Title>
        {canCreate && (
          <Button
            leftSection={<IconPlus size={16} aria-hidden="true" />}
            onClick={() => {
              setPanel({ mode: 'creating' });
              if (addressedId !== null) void navigate(listPath);
            }}
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
              onSelect={(documentId) => view(documentId)}
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
