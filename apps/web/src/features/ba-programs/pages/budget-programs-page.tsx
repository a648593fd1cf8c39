import { baAdmin } from '@homer/contracts/access';
import { type BaProgram, baProgramMessages } from '@homer/contracts/ba-programs';
import { ActionIcon, Button, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { pageLocally } from '../../../shared/lib/page-locally.ts';
import { useCan } from '../../../shared/lib/use-can.ts';
import { ExportButton } from '../../../shared/ui/export-button.tsx';
import { IsActiveFilter, type IsActiveValue } from '../../../shared/ui/is-active-filter.tsx';
import type { ListColumn } from '../../../shared/ui/list-page/list-column.ts';
import { ListPage } from '../../../shared/ui/list-page/list-page.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { deleteProgram } from '../api/delete-program.ts';
import { getProgramList, programListKey } from '../api/get-program-list.ts';
import { getProgramListExcel } from '../api/get-program-list-excel.ts';
import { ProgramModal } from '../components/program-modal.tsx';

type Filters = { isActive: IsActiveValue };
const defaultFilters: Filters = { isActive: 'true' };

const columns: readonly ListColumn<BaProgram>[] = [
  { key: 'name', title: 'Name', sortable: true },
  { key: 'isActiveStr', title: 'Is Active', sortable: true },
  { key: 'friendlyId', title: 'Record', sortable: true, hiddenByDefault: true },
];

/** Spec document 3 "Budget Programs" (ba/admin/ba-programs/list). */
export default function BudgetProgramsPage() {
  const queryClient = useQueryClient();
  const canEdit = useCan(baAdmin);
  // undefined: closed; null: creating; a row: editing. The key remounts the form for each opening.
  const [editing, setEditing] = useState<BaProgram | null | undefined>(undefined);
  const [openings, setOpenings] = useState(0);
  const open = (program: BaProgram | null) => {
    setOpenings((n) => n + 1);
    setEditing(program);
  };

  const confirmDelete = (program: BaProgram) =>
    modals.openConfirmModal({
      title: 'Delete B&A Program',
      children: <Text size="sm">{baProgramMessages.confirmDelete}</Text>,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          const result = await deleteProgram(program.id);
          const message = result.message ?? '';
          if (result.isSuccessful) toast.success(message);
          else toast.error(message);
          await queryClient.invalidateQueries({ queryKey: programListKey });
        } catch {
          // Shown by the api client.
        }
      },
    });

  const deleteColumn: ListColumn<BaProgram> = {
    key: 'delete',
    title: 'Delete',
    render: (p) =>
      p.canDelete && (
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`Delete ${p.name}`}
          onClick={() => confirmDelete(p)}
        >
          <IconTrash size={18} aria-hidden="true" />
        </ActionIcon>
      ),
  };

  return (
    <>
      <ListPage<BaProgram, Filters>
        title="Budget Programs"
        queryKey={programListKey}
        fetchPage={async (params, signal) =>
          pageLocally(await getProgramList(params.isActive, signal), params, {
            searchText: (p) => `${p.name} ${p.friendlyId}`,
            sortValue: (p, field) => {
              const value = p[field as keyof BaProgram];
              return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
                ? value
                : null;
            },
          })
        }
        columns={canEdit ? [...columns, deleteColumn] : columns}
        getRowId={(p) => p.id}
        defaultSort={{ field: 'name', order: 'asc' }}
        defaultPageSize={50}
        defaultFilters={defaultFilters}
        onRowClick={open}
        toolbar={({ filters, setFilter }) => (
          <>
            <IsActiveFilter value={filters.isActive} onChange={(v) => setFilter('isActive', v)} />
            <ExportButton fetchLink={() => getProgramListExcel(filters.isActive)} />
            {canEdit && (
              <Button leftSection={<IconPlus size={18} aria-hidden="true" />} onClick={() => open(null)}>
                Add Program
              </Button>
            )}
          </>
        )}
      />
      {editing !== undefined && (
        <ProgramModal key={openings} program={editing} onClose={() => setEditing(undefined)} />
      )}
    </>
  );
}
