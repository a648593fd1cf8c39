import '@mantine/dates/styles.css';
import { DatePicker, type DatesRangeValue } from '@mantine/dates';
import dayjs from 'dayjs';

type Props = {
  value: DatesRangeValue<string>;
  onChange: (range: DatesRangeValue<string>) => void;
  /** Today (YYYY-MM-DD): no later day can be picked. */
  maxDate: string;
  /** The range's end, if one is chosen: its month is the right-hand one. */
  end: string | undefined;
  columns: 1 | 2;
};

const calendarLabels = {
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  previousYear: 'Previous year',
  nextYear: 'Next year',
  previousDecade: 'Previous decade',
  nextDecade: 'Next decade',
  monthLevelControl: 'Choose a month',
  yearLevelControl: 'Choose a year',
};

/**
 * The Date Changed calendar, its own chunk: @mantine/dates and dayjs load when the popover first opens, not with
 * the list (the Global Audit List is the heaviest signed-in page, decision 087).
 */
export default function DateRangeCalendar({ value, onChange, maxDate, end, columns }: Props) {
  return (
    <DatePicker
      type="range"
      numberOfColumns={columns}
      allowSingleDateInRange
      value={value}
      onChange={onChange}
      maxDate={maxDate}
      ariaLabels={calendarLabels}
      // Mantine paints weekends red, which fails contrast on white and on the range colour.
      weekendDays={[]}
      // The right-hand month is the one holding the range's end (or today), so both are in view.
      defaultDate={dayjs(end ?? maxDate)
        .subtract(columns - 1, 'month')
        .format('YYYY-MM-DD')}
    />
  );
}
