import type { ModuleAccess } from '@homer/contracts/access';
import { Loader, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { createSpotlight, Spotlight } from '@mantine/spotlight';
import '@mantine/spotlight/styles.css';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { needsSecondFactor } from '../shell/nav-labels.ts';
import { matchPages, type PalettePage } from './palette-pages.ts';
import { findRecords, minRecordQuery } from './palette-records.ts';

const [paletteStore, palette] = createSpotlight();

type CommandPaletteProps = {
  access: readonly ModuleAccess[];
  pages: readonly PalettePage[];
  phiReady: boolean;
  /** Changes each time the user asks for the palette (Ctrl+K or the header button). */
  openCount: number;
};

/**
 * Decision 083: Mantine's Spotlight over the pages this user's bar offers and the records they may look up.
 * Loaded on the first Ctrl+K or click, so no page's first paint carries it.
 */
export default function CommandPalette({ access, pages, phiReady, openCount }: CommandPaletteProps) {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query.trim(), 250);

  useEffect(() => {
    if (openCount > 0) palette.open();
  }, [openCount]);

  const matchedPages = useMemo(() => matchPages(pages, query), [pages, query]);
  const records = useQuery({
    queryKey: ['command-palette', 'records', debounced],
    queryFn: ({ signal }) => findRecords(access, debounced, signal),
    enabled: debounced.length >= minRecordQuery || /^#?\d+$/.test(debounced),
    staleTime: 30_000,
  });
  const found = records.data ?? [];
  const searching = records.isFetching;

  return (
    <Spotlight.Root
      store={paletteStore}
      query={query}
      onQueryChange={setQuery}
      shortcut={null}
      scrollable
      maxHeight={420}
      aria-label="Go to a page or record"
    >
      <Spotlight.Search
        placeholder="Go to a page, user, budget or ticket number…"
        aria-label="Search pages and records"
        leftSection={<IconSearch size={18} stroke={1.75} aria-hidden="true" />}
        rightSection={searching ? <Loader size="xs" aria-label="Searching records" /> : undefined}
      />
      <Spotlight.ActionsList aria-label="Results">
        {matchedPages.length > 0 && (
          <Spotlight.ActionsGroup label="Pages">
            {matchedPages.map((page) => {
              const locked = page.phi && !phiReady;
              return (
                <Spotlight.Action
                  key={page.id}
                  label={page.label}
                  description={[page.area, locked ? `(${needsSecondFactor})` : null]
                    .filter(Boolean)
                    .join(' ')}
                  onClick={() => navigate(page.path)}
                />
              );
            })}
          </Spotlight.ActionsGroup>
        )}
        {found.length > 0 && (
          <Spotlight.ActionsGroup label="Records">
            {found.map((record) => (
              <Spotlight.Action
                key={record.key}
                label={record.label}
                description={record.detail}
                rightSection={
                  <Text size="xs" fw={600}>
                    {record.kind}
                  </Text>
                }
                onClick={() => navigate(record.path)}
              />
            ))}
          </Spotlight.ActionsGroup>
        )}
        {matchedPages.length === 0 && found.length === 0 && (
          <Spotlight.Empty>
            <Text size="sm">{searching ? 'Searching…' : 'Nothing found.'}</Text>
          </Spotlight.Empty>
        )}
      </Spotlight.ActionsList>
    </Spotlight.Root>
  );
}
