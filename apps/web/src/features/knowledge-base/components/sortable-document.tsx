import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { KbDocumentSummary } from '@homer/contracts/knowledge-base';
import { ActionIcon, Group } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import { DocumentButton } from './document-button.tsx';
import classes from './document-tree.module.css';

type Props = { doc: KbDocumentSummary; selected: boolean; onSelect: (id: number) => void };

/** A document of a folder its reader may reorder: a handle to drag it (mouse, touch or keyboard), then the document. */
export function SortableDocument({ doc, selected, onSelect }: Props) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: doc.documentId });
  return (
    <li
      ref={setNodeRef}
      className={classes.item}
      data-dragging={isDragging || undefined}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <Group gap={4} wrap="nowrap">
        <ActionIcon
          ref={setActivatorNodeRef}
          variant="subtle"
          color="gray"
          size="sm"
          className={classes.handle}
          {...attributes}
          {...listeners}
          aria-label={`Reorder ${doc.title}`}
        >
          <IconGripVertical size={16} aria-hidden="true" />
        </ActionIcon>
        <DocumentButton doc={doc} selected={selected} onSelect={onSelect} />
      </Group>
    </li>
  );
}
