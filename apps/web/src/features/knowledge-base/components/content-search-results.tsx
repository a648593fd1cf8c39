import { type KbDocumentSummary, kbLimits } from '@homer/contracts/knowledge-base';
import { Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { kbSearchQuery } from '../api/kb-queries.ts';
import { headlineParts } from '../lib/search-headline.ts';
import { Busy } from './busy.tsx';
import classes from './document-tree.module.css';

type Props = {
  search: string;
  documents: readonly KbDocumentSummary[];
  selectedId: number | null;
  onSelect: (id: number) => void;
};

/** Beyond the spec: full-text matches in the documents' content, with the words found marked in a snippet. */
export function ContentSearchResults({ search, documents, selectedId, onSelect }: Props) {
  const headingId = useId();
  const [debounced] = useDebouncedValue(search.trim().slice(0, kbLimits.searchQuery), 400);
  const query = useQuery({ ...kbSearchQuery(debounced), enabled: debounced !== '' });
  if (debounced === '') return null;
  const hits = (query.data ?? []).flatMap((hit) => {
    const doc = documents.find((d) => d.documentId === hit.documentId);
    return doc ? [{ hit, doc }] : [];
  });
  return (
    <Stack gap={4} component="section" aria-labelledby={headingId}>
      <Title order={2} size="h5" id={headingId}>
        Matches in content
      </Title>
      {query.isFetching && <Busy label="Searching content" />}
      {query.isSuccess && hits.length === 0 && (
        <Text size="sm" c="dimmed" role="status">
          No content matches.
        </Text>
      )}
      <ul className={classes.tree}>
        {hits.map(({ hit, doc }) => (
          <li key={hit.documentId}>
            <UnstyledButton
              className={classes.document}
              data-selected={doc.documentId === selectedId || undefined}
              aria-current={doc.documentId === selectedId ? 'true' : undefined}
              onClick={() => onSelect(doc.documentId)}
            >
              <span>
                <Text span fw={600} size="sm" display="block">
                  {doc.title}
                </Text>
                <Text span size="xs" c="dimmed" display="block">
                  {headlineParts(hit.headline).map((part, index) =>
                    part.match ? (
                      // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed string
                      <mark key={index}>{part.text}</mark>
                    ) : (
                      // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed string
                      <span key={index}>{part.text}</span>
                    ),
                  )}
                </Text>
              </span>
            </UnstyledButton>
          </li>
        ))}
      </ul>
    </Stack>
  );
}
