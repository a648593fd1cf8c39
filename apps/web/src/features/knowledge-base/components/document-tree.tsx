import { type KbDocumentSummary, kbMessages } from '@homer/contracts/knowledge-base';
import { CloseButton, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { buildFolders, foldersAfterSearch, type KbFolder } from '../lib/document-tree.ts';
import { ContentSearchResults } from './content-search-results.tsx';
import { DocumentFolder } from './document-folder.tsx';
import classes from './document-tree.module.css';

type Props = {
  documents: readonly KbDocumentSummary[];
  selectedId: number | null;
  onSelect: (id: number) => void;
  onReorder: (folder: KbFolder, activeId: number, overId: number | null) => void;
  /** A folder to open from outside (a document just saved); each new object opens it again. */
  reveal: { module: number } | null;
};

/** The left side of spec §2.4: the search box and the folders by module, plus the content search beyond the spec. */
export function DocumentTree({ documents, selectedId, onSelect, onReorder, reveal }: Props) {
  const [search, setSearch] = useState('');
  const [searchContent, setSearchContent] = useState(false);
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const [revealed, setRevealed] = useState<{ module: number } | null>(null);
  const folders = useMemo(() => buildFolders(documents, search), [documents, search]);
  const searching = search.trim() !== '';

  // A saved document's folder opens, so the reader sees where it went.
  if (reveal !== revealed) {
    setRevealed(reveal);
    if (reveal && !open.has(reveal.module)) setOpen(new Set([...open, reveal.module]));
  }

  const changeSearch = (value: string) => {
    setOpen(foldersAfterSearch(search, value, open, buildFolders(documents, value)));
    setSearch(value);
  };
  const toggle = (module: number) => {
    const next = new Set(open);
    if (next.has(module)) next.delete(module);
    else next.add(module);
    setOpen(next);
  };

  return (
    <Stack gap="sm">
      <TextInput
        placeholder={kbMessages.searchPlaceholder}
        aria-label="Search Documents"
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        value={search}
        onChange={(e) => changeSearch(e.currentTarget.value)}
        rightSection={
          searching ? (
            <CloseButton aria-label="Clear search" size="sm" onClick={() => changeSearch('')} />
          ) : null
        }
      />
      <Switch
        size="xs"
        label="Also search inside documents"
        checked={searchContent}
        onChange={(e) => setSearchContent(e.currentTarget.checked)}
      />
      <nav aria-label="Knowledge base documents">
        {folders.length === 0 ? (
          <Text role="status" c="dimmed">
            {searching ? kbMessages.noResults : 'No documents yet.'}
          </Text>
        ) : (
          <ul className={classes.tree}>
            {folders.map((folder) => (
              <DocumentFolder
                key={folder.module}
                folder={folder}
                open={open.has(folder.module)}
                onToggle={toggle}
                selectedId={selectedId}
                onSelect={onSelect}
                sortable={!searching && folder.documents.every((d) => d.canEdit)}
                onReorder={onReorder}
              />
            ))}
          </ul>
        )}
      </nav>
      {searchContent && searching && (
        <ContentSearchResults
          search={search}
          documents={documents}
          selectedId={selectedId}
          onSelect={onSelect}
        />
      )}
    </Stack>
  );
}
