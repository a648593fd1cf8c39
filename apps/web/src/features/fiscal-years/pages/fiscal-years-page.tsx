import { baAdmin } from '@homer/contracts/access';
import type { FiscalYear } from '@homer/contracts/fiscal-years';
import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { pageLocally } from '../../../shared/lib/page-locally.ts';
import { usDate } from '../../../shared/lib/us-date.ts';
import { useCan } from '../../../shared/lib/use-can.ts';
import { ExportButton } from '../../../shared/ui/export-button.tsx';
import { IsActiveFilter, type IsActiveValue } from '../../../shared/ui/is-active-filter.tsx';
import { ListPage } from '../../../shared/ui/list-page/list-page.tsx';
import { fiscalYearListKey, getFiscalYearList } from '../api/get-fiscal-year-list.ts';
import { getFiscalYearListExcel } from '../api/get-fiscal-year-list-excel.ts';
import {
  fiscalYearColumns,
  fiscalYearLegend,
  fiscalYearRowColour,
} from '../components/fiscal-year-columns.tsx';
import { FiscalYearModal } from '../components/fiscal-year-modal.tsx';

type Filters = { isActive: IsActiveValue };
const defaultFilters: Filters = { isActive: 'true' };

/** Spec document 3 "Fiscal years list" (ba/admin/fiscal-years). */
export default function FiscalYearsPage() {
  const canAdd = useCan(baAdmin);
  // undefined: closed; null: creating; a row: editing. The key remounts the form for each opening.
  const [editing, setEditing] = useState<FiscalYear | null | undefined>(undefined);
  const [openings, setOpenings] = useState(0);
  const open = (row: FiscalYear | null) => {
    setOpenings((n) => n + 1);
    setEditing(row);
  };

  return (
    <>
      <ListPage<FiscalYear, Filters>
        title="Fiscal Years"
        queryKey={fiscalYearListKey}
        fetchPage={async (params, signal) =>
          pageLocally(await getFiscalYearList(params.isActive, signal), params, {
            searchText: (r) => `${r.fiscalYearName} ${usDate(r.startDate)} ${usDate(r.endDate)}`,
            sortValue: (r, field) => r[field as keyof FiscalYear] ?? null,
          })
        }
        columns={[
          ...fiscalYearColumns,
          {
            key: 'edit',
            title: 'Edit',
            render: (row) => (
              <Button
                size="xs"
                variant="light"
                onClick={() => open(row)}
                aria-label={`Edit ${row.fiscalYearName}`}
              >
                Edit
              </Button>
            ),
          },
        ]}
        getRowId={(r) => r.fiscalYearId}
        defaultSort={{ field: 'endDate', order: 'desc' }}
        defaultPageSize={50}
        defaultFilters={defaultFilters}
        legend={fiscalYearLegend}
        rowColour={fiscalYearRowColour}
        onRowClick={open}
        maxHeight={650}
        toolbar={({ filters, setFilter }) => (
          <>
            <IsActiveFilter value={filters.isActive} onChange={(v) => setFilter('isActive', v)} />
            <ExportButton fetchLink={() => getFiscalYearListExcel(filters.isActive)} />
            {canAdd && (
              <Button leftSection={<IconPlus size={18} aria-hidden="true" />} onClick={() => open(null)}>
                Add Fiscal Year
              </Button>
            )}
          </>
        )}
      />
      {editing !== undefined && (
        <FiscalYearModal key={openings} fiscalYear={editing} opened onClose={() => setEditing(undefined)} />
      )}
    </>
  );
}
