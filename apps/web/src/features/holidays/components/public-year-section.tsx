import type { PublicHolidays } from '@homer/contracts/holidays';
import { Stack, Table, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { usDate } from '../../../shared/lib/us-date.ts';
import { weekdayOf } from '../lib/holiday-dates.ts';
import type { YearOfHolidays } from '../lib/holidays-by-year.ts';

type Props = YearOfHolidays<PublicHolidays['holidays'][number]>;

/** One year of the public Holidays page: a landmark named by its h2, with a table of the year's closures. */
export function PublicYearSection({ year, holidays }: Props) {
  const headingId = useId();
  return (
    <Stack component="section" gap="xs" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        {year}
      </Title>
      {holidays.length === 0 ? (
        <Text>No closures have been announced for {year} yet.</Text>
      ) : (
        <Table striped withTableBorder aria-label={`Holidays in ${year}`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Date</Table.Th>
              <Table.Th scope="col">Day</Table.Th>
              <Table.Th scope="col">Holiday</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {holidays.map((holiday) => (
              <Table.Tr key={holiday.date}>
                {/* The date names the row: a screen reader announces each cell with it. */}
                <Table.Th scope="row" fw="normal">
                  {usDate(holiday.date)}
                </Table.Th>
                <Table.Td>{weekdayOf(holiday.date)}</Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{holiday.name}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
