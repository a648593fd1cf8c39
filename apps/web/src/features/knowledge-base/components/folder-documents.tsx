import type { KbFolder } from '../lib/document-tree.ts';
import { DocumentButton } from './document-button.tsx';
import classes from './document-tree.module.css';

export type FolderListProps = {
  listId: string;
  folder: KbFolder;
  selectedId: number | null;
  onSelect: (id: number) => void;
};

/** An open folder's documents for readers: no reordering, so none of the drag-and-drop code. */
export function FolderDocuments({ listId, folder, selectedId, onSelect }: FolderListProps) {
  return (
    <ul id={listId} className={classes.documents} aria-label={`${folder.label} documents`}>
      {folder.documents.map((doc) => (
        <li key={doc.documentId} className={classes.item}>
          <DocumentButton doc={doc} selected={doc.documentId === selectedId} onSelect={onSelect} />
        </li>
      ))}
    </ul>
  );
}
