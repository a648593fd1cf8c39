import { Alert, Button, Stack, Text } from '@mantine/core';
import { PageCard } from '../../../shared/ui/page-card.tsx';
import { PageLoader } from '../../../shared/ui/page-loader.tsx';
import { usePublicHolidays } from '../api/public-holidays.ts';
import { PublicYearSection } from '../components/public-year-section.tsx';
import { holidaysByYear } from '../lib/holidays-by-year.ts';
import { timeZoneName } from '../lib/time-zone-name.ts';
import classes from './holidays-page.module.css';

/**
 * holidays (decision 108): the programme's closed days of this year and next, for anyone, without signing in.
 * The same calendar stops the help desk's response-time clocks, so the page says so.
 */
export default function HolidaysPage() {
  const query = usePublicHolidays();
  if (query.isPending) return <PageLoader />;
  const calendar = query.data;
  return (
    <PageCard title="Holidays" maw={720}>
      <Stack className={classes.page}>
        {calendar ? (
          <>
            <Text>
              The program's offices are closed on the days listed below. Help-desk response times do not count
              weekends or these days. Days are in {timeZoneName(calendar.timeZone)}.
            </Text>
            {holidaysByYear(calendar.years, calendar.holidays).map((year) => (
              <PublicYearSection key={year.year} {...year} />
            ))}
          </>
        ) : (
          <Alert color="red" role="alert" title="The holidays could not be loaded.">
            <Button variant="default" size="xs" onClick={() => query.refetch()}>
              Try again
            </Button>
          </Alert>
        )}
      </Stack>
    </PageCard>
  );
}
