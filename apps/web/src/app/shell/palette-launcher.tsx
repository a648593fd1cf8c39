import type { ModuleAccess } from '@homer/contracts/access';
import { ActionIcon, Button, Kbd, Tooltip } from '@mantine/core';
import { useHotkeys, useMediaQuery } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { palettePages } from '../command-palette/palette-pages.ts';
import { useNavTree } from './use-nav-tree.ts';

// Spotlight and its styles load on the first request for the palette, not with the page (decision 083).
const CommandPalette = lazy(() => import('../command-palette/command-palette.tsx'));

const paletteLabel = 'Search pages and records';

type PaletteLauncherProps = { access: readonly ModuleAccess[]; phiReady: boolean };

/** The header's search button and Ctrl+K (⌘K on a Mac), which open the command palette. */
export function PaletteLauncher({ access, phiReady }: PaletteLauncherProps) {
  const [openCount, setOpenCount] = useState(0);
  const tree = useNavTree(access);
  const pages = useMemo(() => palettePages(tree), [tree]);
  const narrow = useMediaQuery('(max-width: 35.99em)', false, { getInitialValueInEffect: false });
  const open = () => setOpenCount((count) => count + 1);
  // Also inside form fields: Ctrl+K there would otherwise reach the browser's own search.
  useHotkeys([['mod+K', open]], []);

  // The same control at either width: only its look changes.
  const launch = { onClick: open, 'aria-label': paletteLabel, 'aria-keyshortcuts': 'Control+K Meta+K' };
  return (
    <>
      {narrow ? (
        // On a phone the header has room for an icon only, as the bells beside it.
        <Tooltip label="Search (Ctrl+K)" withArrow>
          <ActionIcon variant="subtle" size="lg" {...launch}>
            <IconSearch size={20} stroke={1.75} aria-hidden="true" />
          </ActionIcon>
        </Tooltip>
      ) : (
        <Button
          variant="default"
          size="sm"
          {...launch}
          leftSection={<IconSearch size={16} stroke={1.75} aria-hidden="true" />}
          rightSection={<Kbd size="xs">Ctrl K</Kbd>}
        >
          Search
        </Button>
      )}
      {openCount > 0 && (
        <Suspense fallback={null}>
          <CommandPalette access={access} pages={pages} phiReady={phiReady} openCount={openCount} />
        </Suspense>
      )}
    </>
  );
}
