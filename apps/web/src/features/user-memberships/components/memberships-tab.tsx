import type { Membership, Memberships } from '@homer/contracts/user-profile-tabs';
import { Badge, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type LinkColumn, LinksTab } from '../../../shared/ui/links-tab.tsx';
import { changeMembership, membershipsKey } from '../api/memberships.ts';

type Props = { userId: number; data: Memberships };

/** Choices grouped by organization, as Mantine's Select groups them. */
function groupedChoices(data: Memberships) {
  const groups = new Map<string, { value: string; label: string }[]>();
  for (const c of data.choices) {
    const items = groups.get(c.organizationName) ?? [];
    items.push({ value: String(c.facilityId), label: c.facilityName });
    groups.set(c.organizationName, items);
  }
  return [...groups].map(([group, items]) => ({ group, items }));
}

const columns: LinkColumn<Membership>[] = [
  { title: 'Organization', cell: (m) => m.organizationName },
  {
    title: 'Facility',
    rowHeader: true,
    cell: (m) => (
      <>
        {m.facilityName}
        {m.longName && (
          <Text span display="block" size="xs">
            {m.longName}
          </Text>
        )}
      </>
    ),
  },
  {
    title: 'Status',
    cell: (m) =>
      m.isActive ? (
        <Badge color="teal.9" variant="filled">
          Active
        </Badge>
      ) : (
        <Badge color="gray.8" variant="filled">
          Inactive
        </Badge>
      ),
  },
];

/**
 * The organizations tab: the organizations and facilities a user belongs to (decision 041). A user
 * administrator adds and removes facilities of other users; the owner reads their own.
 */
export function MembershipsTab({ userId, data }: Props) {
  const queryClient = useQueryClient();
  const change = async (action: 'AddFacility' | 'RemoveFacility', facilityId: number) => {
    const result = await changeMembership(action, { userId, facilityId });
    if (result.value) queryClient.setQueryData(membershipsKey(userId), result.value);
    return result;
  };
  return (
    <LinksTab
      caption="Facilities of this user"
      empty="This user does not belong to any facility."
      rows={data.memberships}
      rowKey={(m) => String(m.facilityId)}
      rowName={(m) => m.facilityName}
      columns={columns}
      canEdit={data.canEdit}
      onRemove={(m) => change('RemoveFacility', m.facilityId)}
      add={{
        label: 'Add facility',
        placeholder: data.choices.length ? 'Choose a facility' : 'No other active facility',
        choices: groupedChoices(data),
        onAdd: (value) => change('AddFacility', Number(value)),
      }}
    />
  );
}
