import type { Membership, Memberships } from '@homer/contracts/user-profile-tabs';
import { Badge, Button, Group, Paper, Select, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { refusalMessage } from '../../../shared/lib/refusal-message.ts';
import { FailureAlert } from '../../../shared/ui/failure-alert.tsx';
import { toast } from '../../../shared/ui/toast.ts';
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

/**
 * The organizations tab: the organizations and facilities a user belongs to (decision 041). A user
 * administrator adds and removes facilities of other users; the owner reads their own.
 */
export function MembershipsTab({ userId, data }: Props) {
  const queryClient = useQueryClient();
  const [facilityId, setFacilityId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const change = async (action: 'AddFacility' | 'RemoveFacility', id: number) => {
    setBusy(true);
    setFailure(null);
    try {
      const result = await changeMembership(action, { userId, facilityId: id });
      if (result.value) queryClient.setQueryData(membershipsKey(userId), result.value);
      if (action === 'AddFacility') setFacilityId(null);
      toast.success(result.message ?? 'Saved.');
    } catch (error) {
      setFailure(refusalMessage(error) ?? 'The change could not be saved.');
    } finally {
      setBusy(false);
    }
  };

  const row = (m: Membership) => (
    <Table.Tr key={m.facilityId}>
      <Table.Td>{m.organizationName}</Table.Td>
      <Table.Th scope="row" fw={400}>
        {m.facilityName}
        {m.longName && (
          <Text span display="block" size="xs">
            {m.longName}
          </Text>
        )}
      </Table.Th>
      <Table.Td>
        {m.isActive ? (
          <Badge color="teal.9" variant="filled">
            Active
          </Badge>
        ) : (
          <Badge color="gray.8" variant="filled">
            Inactive
          </Badge>
        )}
      </Table.Td>
      {data.canEdit && (
        <Table.Td>
          <Button
            size="xs"
            variant="default"
            disabled={busy}
            aria-label={`Remove ${m.facilityName}`}
            onClick={() => void change('RemoveFacility', m.facilityId)}
          >
            Remove
          </Button>
        </Table.Td>
      )}
    </Table.Tr>
  );

  return (
    <Paper withBorder p="lg" radius="md">
      <Stack>
        {data.memberships.length === 0 ? (
          <Text>This user does not belong to any facility.</Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table striped aria-label="Facilities of this user">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Organization</Table.Th>
                  <Table.Th scope="col">Facility</Table.Th>
                  <Table.Th scope="col">Status</Table.Th>
                  {data.canEdit && (
                    <Table.Th scope="col">
                      <VisuallyHidden>Actions</VisuallyHidden>
                    </Table.Th>
                  )}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>{data.memberships.map(row)}</Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <FailureAlert message={failure} />
        {data.canEdit && (
          <Group align="flex-end">
            <Select
              label="Add facility"
              placeholder={data.choices.length ? 'Choose a facility' : 'No other active facility'}
              data={groupedChoices(data)}
              value={facilityId}
              onChange={setFacilityId}
              searchable
              disabled={data.choices.length === 0}
              w={320}
            />
            <Button
              disabled={!facilityId}
              loading={busy}
              onClick={() => facilityId && void change('AddFacility', Number(facilityId))}
            >
              Add
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
