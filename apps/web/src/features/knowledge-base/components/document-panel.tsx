import type { KbDocument } from '@homer/contracts/knowledge-base';
import { Alert } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { kbDocumentQuery } from '../api/kb-queries.ts';
import type { PanelState } from '../lib/panel-state.ts';
import { Busy } from './busy.tsx';
import { DocumentView } from './document-view.tsx';

// Only editors open the form; readers never download it (scripts/size.ts budgets).
const DocumentForm = lazy(() => import('./document-form.tsx').then((m) => ({ default: m.DocumentForm })));
const formFallback = <Busy label="Loading the form" />;

type Props = {
  state: Exclude<PanelState, { mode: 'closed' }>;
  onView: (documentId: number) => void;
  onEdit: (documentId: number) => void;
  onDelete: (documentId: number) => void;
  onHistory: (doc: KbDocument) => void;
  onSaved: (doc: KbDocument) => void;
  onClose: () => void;
};

function EditingPanel({
  documentId,
  onView,
  onSaved,
  onClose,
}: { documentId: number } & Pick<Props, 'onView' | 'onSaved' | 'onClose'>) {
  const query = useQuery(kbDocumentQuery(documentId));
  if (query.isPending) return <Busy label="Loading document" />;
  if (!query.data) return <Alert color="red">The document could not be loaded.</Alert>;
  return (
    <Suspense fallback={formFallback}>
      <DocumentForm
        key={`${documentId}-${query.data.updatedAt}`}
        doc={query.data}
        onSaved={onSaved}
        onCancel={() => onView(documentId)}
        onClose={onClose}
      />
    </Suspense>
  );
}

/** The side panel's content in each open state of spec §4.9. */
export function DocumentPanel({ state, onView, onEdit, onDelete, onHistory, onSaved, onClose }: Props) {
  switch (state.mode) {
    case 'creating':
      return (
        <Suspense fallback={formFallback}>
          <DocumentForm doc={null} onSaved={onSaved} onCancel={onClose} onClose={onClose} />
        </Suspense>
      );
    case 'editing':
      return (
        <EditingPanel documentId={state.documentId} onView={onView} onSaved={onSaved} onClose={onClose} />
      );
    case 'viewing':
      return (
        <DocumentView
          documentId={state.documentId}
          onEdit={() => onEdit(state.documentId)}
          onDelete={() => onDelete(state.documentId)}
          onHistory={onHistory}
          onClose={onClose}
          takeFocus={state.focus === true}
        />
      );
  }
}
