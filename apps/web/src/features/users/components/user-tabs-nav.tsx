import type { UserTab } from '@homer/contracts/users';
import { Box, NativeSelect } from '@mantine/core';
import { useNavigate } from 'react-router';
import { SecondaryTabs } from '../../../shared/ui/secondary-tabs.tsx';

type TabLink = { tab: UserTab; label: string; to: string };

/**
 * The user's tabs: a row of tabs as wide as the page on every tab, so it wraps the same way whichever is open;
 * on a phone, where nine tabs would take several rows, one select (issue 27).
 */
export function UserTabsNav({ tabs, current }: { tabs: readonly TabLink[]; current: UserTab }) {
  const navigate = useNavigate();
  const selected = tabs.find((t) => t.tab === current);
  return (
    <>
      <Box visibleFrom="sm">
        <SecondaryTabs label="User tabs" tabs={tabs} />
      </Box>
      <Box hiddenFrom="sm">
        <NativeSelect
          label="User tab"
          data={tabs.map((t) => ({ value: t.to, label: t.label }))}
          value={selected?.to}
          onChange={(event) => navigate(event.currentTarget.value)}
        />
      </Box>
    </>
  );
}
