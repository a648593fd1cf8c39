import type { HolidayRow } from '@homer/contracts/holidays';
import { Button, Group } from '@mantine/core';
import { usDate } from '../../../shared/lib/us-date.ts';
import type { ListColumn } from '../../../shared/ui/list-page/list-column.ts';
import { dateWithWeekday } from '../lib/holiday-dates.ts';

type Actions = { edit: (row: HolidayRow) => void; remove: (row: HolidayRow) => void };

/** A row's name for its buttons: names may repeat across a year ('Office closure'), dates never do. */
export const holidayLabel = (row: HolidayRow) => `${row.name}, ${usDate(row.date)}`;

export function holidayColumns({ edit, remove }: Actions): ListColumn<HolidayRow>[] {
  return [
    { key: 'date', title: 'Date', sortable: true, render: (row) => dateWithWeekday(row.date) },
    { key: 'name', title: 'Holiday', sortable: true },
    {
      key: 'actions',
      title: 'Actions',
      render: (row) => (
        <Group gap="xs" wrap="nowrap">
          <Button
            size="xs"
            variant="default"
            onClick={() => edit(row)}
            aria-label={`Edit ${holidayLabel(row)}`}
          >
            Edit
          </Button>
          <Button
            size="xs"
            variant="default"
            onClick={() => remove(row)}
            aria-label={`Delete ${holidayLabel(row)}`}
          >
            Delete
          </Button>
        </Group>
      ),
    },
  ];
}
