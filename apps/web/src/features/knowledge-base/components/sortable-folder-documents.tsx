import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { KbFolder } from '../lib/document-tree.ts';
import classes from './document-tree.module.css';
import type { FolderListProps } from './folder-documents.tsx';
import { SortableDocument } from './sortable-document.tsx';

type Props = FolderListProps & {
  onReorder: (folder: KbFolder, activeId: number, overId: number | null) => void;
};

/** An open folder its reader may reorder (spec §2.4): drag with the pointer, or with the keyboard from a handle. */
export function SortableFolderDocuments({ listId, folder, selectedId, onSelect, onReorder }: Props) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const titleOf = (id: number | string | undefined) =>
    folder.documents.find((d) => d.documentId === id)?.title ?? 'the document';
  const dragEnd = (event: DragEndEvent) => {
    onReorder(folder, Number(event.active.id), event.over ? Number(event.over.id) : null);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={dragEnd}
      accessibility={{
        screenReaderInstructions: {
          draggable:
            'To reorder, press space or enter to pick the document up, the arrow keys to move it, space or enter again to drop it, escape to cancel.',
        },
        announcements: {
          onDragStart: ({ active }) => `Picked up ${titleOf(active.id)}.`,
          onDragOver: ({ active, over }) =>
            over
              ? `${titleOf(active.id)} is over ${titleOf(over.id)}.`
              : `${titleOf(active.id)} is outside the folder.`,
          onDragEnd: ({ active, over }) =>
            over
              ? `${titleOf(active.id)} was dropped at ${titleOf(over.id)}.`
              : `${titleOf(active.id)} was dropped.`,
          onDragCancel: ({ active }) => `Reordering ${titleOf(active.id)} was cancelled.`,
        },
      }}
    >
      <SortableContext
        items={folder.documents.map((d) => d.documentId)}
        strategy={verticalListSortingStrategy}
      >
        <ul id={listId} className={classes.documents} aria-label={`${folder.label} documents`}>
          {folder.documents.map((doc) => (
            <SortableDocument
              key={doc.documentId}
              doc={doc}
              selected={doc.documentId === selectedId}
              onSelect={onSelect}
            />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
