import '@mantine/dates/styles.css';
import { Button, Group, Input, Popover } from '@mantine/core';
import { DatePicker, type DatesRangeValue } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import { IconCalendar } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useId, useState } from 'react';

type Props = {
  /** Empty, or [from, to] as YYYY-MM-DD. */
  value: readonly string[];
  onChange: (range: string[]) => void;
  /** Today (YYYY-MM-DD): no later day can be picked. */
  maxDate: string;
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

const shown = (day: string) => dayjs(day).format('MM/DD/YYYY');

/**
 * Date Changed range: a two-month calendar in a popover whose choice takes effect on Apply; Clear removes the
 * range. Picking only changes a draft, so a half-picked range never reloads the list.
 */
export function DateChangedFilter({ value, onChange, maxDate }: Props) {
  const [opened, setOpened] = useState(false);
  // Two months side by side are wider than a phone: there the picker shows one.
  const phone = useMediaQuery('(max-width: 575px)', false, { getInitialValueInEffect: false });
  const [draft, setDraft] = useState<DatesRangeValue<string>>([null, null]);
  const labelId = useId();
  const valueId = useId();
  const [from, to] = value;

  const open = () => {
    setDraft([from ?? null, to ?? null]);
    setOpened(true);
  };
  const apply = () => {
    if (draft[0] && draft[1]) onChange([draft[0], draft[1]]);
    setOpened(false);
  };
  const clear = () => {
    onChange([]);
    setOpened(false);
  };

  return (
    <Input.Wrapper label="Date Changed" labelElement="div" labelProps={{ id: labelId }}>
      <Popover opened={opened} onChange={setOpened} position="bottom-start" shadow="md" trapFocus>
        <Popover.Target>
          <Input
            component="button"
            type="button"
            pointer
            onClick={() => (opened ? setOpened(false) : open())}
            aria-haspopup="dialog"
            aria-expanded={opened}
            aria-labelledby={`${labelId} ${valueId}`}
            rightSection={<IconCalendar size={16} aria-hidden="true" />}
            rightSectionPointerEvents="none"
            w={230}
          >
            <span id={valueId}>{from && to ? `${shown(from)} – ${shown(to)}` : 'Any date'}</span>
          </Input>
        </Popover.Target>
        <Popover.Dropdown role="dialog" aria-labelledby={labelId}>
          <DatePicker
            type="range"
            numberOfColumns={phone ? 1 : 2}
            allowSingleDateInRange
            value={draft}
            onChange={setDraft}
            maxDate={maxDate}
            ariaLabels={calendarLabels}
            // Mantine paints weekends red, which fails contrast on white and on the range colour.
            weekendDays={[]}
            // The right-hand month is the one holding the range's end (or today), so both are in view.
            defaultDate={dayjs(to ?? maxDate)
              .subtract(phone ? 0 : 1, 'month')
              .format('YYYY-MM-DD')}
          />
          <Group justify="flex-end" gap="sm" mt="sm">
            <Button variant="default" onClick={clear}>
              Clear
            </Button>
            <Button onClick={apply} disabled={!draft[0] || !draft[1]}>
              Apply
            </Button>
          </Group>
        </Popover.Dropdown>
      </Popover>
    </Input.Wrapper>
  );
}
