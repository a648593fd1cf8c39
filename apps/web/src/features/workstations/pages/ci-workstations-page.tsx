import type { CiWorkstationRow } from '@homer/contracts/workstations';
import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Select,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  ciWorkstationFacilitiesQuery,
  ciWorkstationListKey,
  ciWorkstationListQuery,
} from '../api/workstations-api.ts';
import { CiWorkstationModal } from '../components/ci-workstation-modal.tsx';

const all = 'all';

/** ci-repack/admin/workstations (CI SystemAdmin): the repack workstations of each facility. */
export default function CiWorkstationsPage() {
  const queryClient = useQueryClient();
  const [facilityId, setFacilityId] = useState('');
  const [editing, setEditing] = useState<CiWorkstationRow | 'new' | null>(null);
  const facilities = useQuery(ciWorkstationFacilitiesQuery);
  const list = useQuery(ciWorkstationListQuery(facilityId));
  const reload = () => queryClient.invalidateQueries({ queryKey: ciWorkstationListKey });

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        CI Workstations
      </Title>
      <Group justify="space-between" align="flex-end">
        <Select
          label="Facility"
          w={300}
          allowDeselect={false}
          value={facilityId || all}
          onChange={(v) => setFacilityId(v && v !== all ? v : '')}
          data={[
            { value: all, label: 'All facilities' },
            ...(facilities.data ?? []).map((f) => ({ value: String(f.value), label: f.text })),
          ]}
        />
        <Button onClick={() => setEditing('new')}>Add Workstation</Button>
      </Group>
      {list.isPending && <Loader size="sm" aria-label="Loading" />}
      {list.isError && <Alert color="red">The workstations could not be loaded.</Alert>}
      {list.data?.length === 0 && <Text>No records found.</Text>}
      {list.data && list.data.length > 0 && (
        <Table.ScrollContainer minWidth={560}>
          <Table striped aria-label="CI Workstations">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Facility</Table.Th>
                <Table.Th>Name</Table.Th>
                <Table.Th>Users</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>{row.facilityName}</Table.Td>
                  <Table.Td>{row.name}</Table.Td>
                  <Table.Td>{row.userCount}</Table.Td>
                  <Table.Td>
                    <Badge color={row.isActive ? 'teal.9' : 'gray.8'} variant="filled">
                      {row.isActive ? 'Active' : 'Inactive'}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="default"
                      onClick={() => setEditing(row)}
                      aria-label={`Edit ${row.name}`}
                    >
                      Edit
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {editing !== null && (
        <CiWorkstationModal
          workstation={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={reload}
        />
      )}
    </Stack>
  );
}
