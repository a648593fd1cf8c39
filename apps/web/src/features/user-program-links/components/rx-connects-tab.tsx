import {
  parseSiteKey,
  type RxConnectsLink,
  type RxConnectsSiteKind,
  rxConnectsRoles,
  siteKey,
} from '@homer/contracts/user-program-links';
import { Center, Loader, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type LinkColumn, LinksTab } from '../../../shared/ui/links-tab.tsx';
import {
  changeLink,
  rxConnectsRolesKey,
  rxConnectsRolesQueryOptions,
  rxConnectsSiteChoicesQueryOptions,
} from '../api/program-links.ts';

const kindTitle: Record<RxConnectsSiteKind, string> = { repository: 'Repository', donor: 'Donor' };

const columns: LinkColumn<RxConnectsLink>[] = [
  { title: 'Site', rowHeader: true, cell: (l) => l.siteName },
  { title: 'Type', cell: (l) => kindTitle[l.kind] },
  { title: 'Role', cell: (l) => l.role },
  { title: 'Status', cell: (l) => l.status },
];

/** The Rx Connects tab (decision 045): the user's roles at repositories and donors. */
export function RxConnectsTab({ userId }: { userId: number }) {
  const queryClient = useQueryClient();
  const query = useQuery(rxConnectsRolesQueryOptions(userId));
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const choices = useQuery(
    rxConnectsSiteChoicesQueryOptions(userId, debounced, query.data?.canEdit === true),
  );

  if (query.isPending)
    return (
      <Center py="xl">
        <Loader aria-label="Loading Rx Connects roles" />
      </Center>
    );
  if (!query.data) return <Text>The user's Rx Connects roles could not be loaded.</Text>;

  const change = async (action: 'AddRxConnectsRole' | 'RemoveRxConnectsRole', body: object) => {
    const result = await changeLink(action, { userId, ...body });
    if (result.value) queryClient.setQueryData(rxConnectsRolesKey(userId), result.value);
    void queryClient.invalidateQueries({ queryKey: ['users', 'rx-connects-site-choices', userId] });
    return result;
  };
  return (
    <LinksTab
      caption="Rx Connects roles of this user"
      empty="This user has no Rx Connects role."
      rows={query.data.links}
      rowKey={(l) => siteKey(l.kind, l.siteId)}
      rowName={(l) => l.siteName}
      columns={columns}
      canEdit={query.data.canEdit}
      onRemove={(l) => change('RemoveRxConnectsRole', { kind: l.kind, siteId: l.siteId })}
      add={{
        label: 'Add repository or donor',
        placeholder: 'Type to search approved sites',
        choices: (['repository', 'donor'] as const)
          .map((kind) => ({
            group: kindTitle[kind],
            items: (choices.data ?? [])
              .filter((c) => c.kind === kind)
              .map((c) => ({ value: siteKey(c.kind, c.siteId), label: c.siteName })),
          }))
          .filter((g) => g.items.length > 0),
        onSearchChange: setSearch,
        role: { label: 'Role', options: (value) => rxConnectsRoles[parseSiteKey(value).kind] },
        onAdd: (value, role) => change('AddRxConnectsRole', { ...parseSiteKey(value), role }),
      }}
    />
  );
}
