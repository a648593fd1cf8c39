import { UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconFolder } from '@tabler/icons-react';
import { lazy, Suspense, useId } from 'react';
import type { KbFolder } from '../lib/document-tree.ts';
import classes from './document-tree.module.css';
import { FolderDocuments } from './folder-documents.tsx';

// Drag and drop is for editors only; readers never download it.
const SortableFolderDocuments = lazy(() =>
  import('./sortable-folder-documents.tsx').then((m) => ({ default: m.SortableFolderDocuments })),
);

type Props = {
  folder: KbFolder;
  open: boolean;
  onToggle: (module: number) => void;
  selectedId: number | null;
  onSelect: (id: number) => void;
  /** Reordering is offered only where the reader may edit, and not while a search hides part of the folder. */
  sortable: boolean;
  onReorder: (folder: KbFolder, activeId: number, overId: number | null) => void;
};

/** A module's folder: a disclosure button and, when open, its documents. */
export function DocumentFolder({ folder, open, onToggle, selectedId, onSelect, sortable, onReorder }: Props) {
  const listId = useId();
  const Chevron = open ? IconChevronDown : IconChevronRight;
  const list = { listId, folder, selectedId, onSelect };
  return (
    <li>
      <UnstyledButton
        className={classes.folder}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => onToggle(folder.module)}
      >
        <Chevron size={16} aria-hidden="true" className={classes.icon} />
        <IconFolder size={16} aria-hidden="true" className={classes.icon} />
        <span>
          {folder.label} ({folder.documents.length})
        </span>
      </UnstyledButton>
      {open &&
        (sortable ? (
          <Suspense fallback={<FolderDocuments {...list} />}>
            <SortableFolderDocuments {...list} onReorder={onReorder} />
          </Suspense>
        ) : (
          <FolderDocuments {...list} />
        ))}
    </li>
  );
}
