import type { KbDocumentSummary } from '@homer/contracts/knowledge-base';
import { UnstyledButton } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import classes from './document-tree.module.css';

type Props = { doc: KbDocumentSummary; selected: boolean; onSelect: (id: number) => void };

/** A document in the tree: opens it in the panel; marked while it is the one open. */
export function DocumentButton({ doc, selected, onSelect }: Props) {
  return (
    <UnstyledButton
      className={classes.document}
      data-selected={selected || undefined}
      data-kb-document={doc.documentId}
      aria-current={selected ? 'true' : undefined}
      onClick={() => onSelect(doc.documentId)}
    >
      <IconFileText size={16} aria-hidden="true" className={classes.icon} />
      <span>{doc.title}</span>
    </UnstyledButton>
  );
}
