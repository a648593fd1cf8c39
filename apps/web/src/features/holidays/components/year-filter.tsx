import { holidayYears } from '@homer/contracts/holidays';
import { Select } from '@mantine/core';

// Every year the calendar may hold; the open list scrolls to the chosen one, and typing a year finds it.
const yearChoices = Array.from({ length: holidayYears.max - holidayYears.min + 1 }, (_, index) =>
  String(holidayYears.min + index),
);

/** The Holiday Calendar's year: the list shows one year's closures at a time. */
export function YearFilter({ year, onChange }: { year: number; onChange: (year: number) => void }) {
  return (
    <Select
      label="Year"
      w={120}
      searchable
      allowDeselect={false}
      value={String(year)}
      onChange={(value) => {
        if (value) onChange(Number(value));
      }}
      data={yearChoices}
    />
  );
}
