import { type HolidayRow, holidayMessages as m } from '@homer/contracts/holidays';
import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { refusalMessage } from '../../../shared/lib/refusal-message.ts';
import { confirmAction } from '../../../shared/ui/confirm-action.tsx';
import { ListPage } from '../../../shared/ui/list-page/list-page.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { getHolidayList, type HolidayFilters, holidayListKey, removeHoliday } from '../api/holidays-api.ts';
import { holidayColumns, holidayLabel } from '../components/holiday-columns.tsx';
import { HolidayModal } from '../components/holiday-modal.tsx';
import { YearFilter } from '../components/year-filter.tsx';
import { yearOf } from '../lib/holiday-dates.ts';

const getRowId = (row: HolidayRow) => row.id;
const defaultFilters: HolidayFilters = { year: new Date().getFullYear() };
const notDeleted = 'The holiday could not be deleted.';

/** admin/system/holidays (decision 108): Admin SystemAdmins keep the programme's closed days, one year at a time. */
export default function HolidayCalendarPage() {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<HolidayRow | 'new' | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  // The year lives in ListPage's filters, which only its render props can set; kept here so that a holiday saved in
  // another year moves the list to that year, where the admin can see it.
  const showYear = useRef<(year: number) => void>(() => {});
  const reload = () => queryClient.invalidateQueries({ queryKey: holidayListKey });

  const columns = useMemo(
    () =>
      holidayColumns({
        edit: setEditing,
        remove: async (row) => {
          const sure = await confirmAction(
            'Delete Holiday',
            `Delete ${holidayLabel(row)}? The day counts as a business day again.`,
            'Delete',
          );
          if (!sure) return;
          try {
            const result = await removeHoliday({ id: row.id });
            if (result.isSuccessful) toast.success(result.message ?? m.removed);
            else toast.error(result.message ?? notDeleted);
          } catch (error) {
            toast.error(refusalMessage(error) ?? notDeleted);
          }
          await queryClient.invalidateQueries({ queryKey: holidayListKey });
          // The row and its Delete button are gone: focus goes to the page's next action rather than the page top.
          addButton.current?.focus();
        },
      }),
    [queryClient],
  );

  return (
    <>
      <ListPage<HolidayRow, HolidayFilters>
        title="Holiday Calendar"
        queryKey={holidayListKey}
        fetchPage={getHolidayList}
        columns={columns}
        getRowId={getRowId}
        defaultSort={{ field: 'date', order: 'asc' }}
        defaultPageSize={50}
        defaultFilters={defaultFilters}
        filters={({ filters, setFilter }) => {
          showYear.current = (year) => {
            if (year !== filters.year) setFilter('year', year);
          };
          return <YearFilter year={filters.year} onChange={(year) => setFilter('year', year)} />;
        }}
        toolbar={
          <Button
            ref={addButton}
            leftSection={<IconPlus size={18} aria-hidden="true" />}
            onClick={() => setEditing('new')}
          >
            Add Holiday
          </Button>
        }
      />
      {editing && (
        <HolidayModal
          holiday={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            if (saved) showYear.current(yearOf(saved.date));
            void reload();
          }}
        />
      )}
    </>
  );
}
