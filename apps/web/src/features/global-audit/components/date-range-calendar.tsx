import '@mantine/dates/styles.css';
import { DatePicker, type DatesRangeValue } from '@mantine/dates';
import dayjs from 'dayjs';

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

type Props = {
  value: DatesRangeValue<string>;
  onChange: (range: DatesRangeValue<string>) => void;
  /** Today (YYYY-MM-DD): no later day can be picked. */
  maxDate: string;
  /** One month instead of two, for a phone. */
  phone: boolean;
};

/** The Date Changed calendar: loaded when the filter first opens, so the list does not carry it (decision 090). */
export default function DateRangeCalendar({ value, onChange, maxDate, phone }: Props) {
  const [, to] = value;
  return (
    <DatePicker
      type="range"
      numberOfColumns={phone ? 1 : 2}
      allowSingleDateInRange
      value={value}
      onChange={onChange}
      maxDate={maxDate}
      ariaLabels={calendarLabels}
      // Mantine paints weekends red, which fails contrast on white and on the range colour.
      weekendDays={[]}
      // The right-hand month is the one holding the range's end (or today), so both are in view.
      defaultDate={dayjs(to ?? maxDate)
        .subtract(phone ? 0 : 1, 'month')
        .format('YYYY-MM-DD')}
    />
  );
}
