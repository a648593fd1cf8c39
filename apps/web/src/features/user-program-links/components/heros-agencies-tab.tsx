import { type HerosAgencyLink, herosContactRoles } from '@homer/contracts/user-program-links';
import { Center, Loader, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type LinkColumn, LinksTab } from '../../../shared/ui/links-tab.tsx';
import {
  changeLink,
  herosAgenciesKey,
  herosAgenciesQueryOptions,
  herosAgencyChoicesQueryOptions,
} from '../api/program-links.ts';

const columns: LinkColumn<HerosAgencyLink>[] = [
  { title: 'Agency', rowHeader: true, cell: (l) => l.agencyName },
  { title: 'Abbreviation', cell: (l) => l.agencyAbbreviation },
  { title: 'Contact Role', cell: (l) => l.contactRole },
];

/** The HEROS Agencies tab (decision 045): the agencies the user is a contact of. */
export function HerosAgenciesTab({ userId }: { userId: number }) {
  const queryClient = useQueryClient();
  const query = useQuery(herosAgenciesQueryOptions(userId));
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const choices = useQuery(herosAgencyChoicesQueryOptions(userId, debounced, query.data?.canEdit === true));

  if (query.isPending)
    return (
      <Center py="xl">
        <Loader aria-label="Loading HEROS agencies" />
      </Center>
    );
  if (!query.data) return <Text>The user's HEROS agencies could not be loaded.</Text>;

  const change = async (action: 'AddHerosAgency' | 'RemoveHerosAgency', body: object) => {
    const result = await changeLink(action, { userId, ...body });
    if (result.value) queryClient.setQueryData(herosAgenciesKey(userId), result.value);
    void queryClient.invalidateQueries({ queryKey: ['users', 'heros-agency-choices', userId] });
    return result;
  };
  return (
    <LinksTab
      caption="HEROS agencies of this user"
      empty="This user is not a contact of any HEROS agency."
      rows={query.data.links}
      rowKey={(l) => String(l.agencyId)}
      rowName={(l) => l.agencyName}
      columns={columns}
      canEdit={query.data.canEdit}
      onRemove={(l) => change('RemoveHerosAgency', { agencyId: l.agencyId })}
      add={{
        label: 'Add agency',
        placeholder: 'Type to search agencies',
        choices: (choices.data ?? []).map((c) => ({ value: String(c.agencyId), label: c.agencyName })),
        onSearchChange: setSearch,
        role: { label: 'Contact role', options: () => herosContactRoles },
        onAdd: (value, contactRole) => change('AddHerosAgency', { agencyId: Number(value), contactRole }),
      }}
    />
  );
}
