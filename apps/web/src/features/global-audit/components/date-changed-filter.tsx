import { Button, Group, Input, Loader, Popover } from '@mantine/core';
import type { DatesRangeValue } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import { IconCalendar } from '@tabler/icons-react';
import { lazy, Suspense, useId, useState } from 'react';
import { usDate } from '../../../shared/lib/us-date.ts';

// The calendar (Mantine dates, dayjs) opens on demand: the list page stays within its weight budget.
const DateRangeCalendar = lazy(() => import('./date-range-calendar.tsx'));

type Props = {
  /** Empty, or [from, to] as YYYY-MM-DD. */
  value: readonly string[];
  onChange: (range: string[]) => void;
  /** Today (YYYY-MM-DD): no later day can be picked. */
  maxDate: string;
};

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
            <span id={valueId}>{from && to ? `${usDate(from)} – ${usDate(to)}` : 'Any date'}</span>
          </Input>
        </Popover.Target>
        <Popover.Dropdown role="dialog" aria-labelledby={labelId}>
          <Suspense fallback={<Loader size="sm" role="status" aria-label="Loading the calendar" />}>
            <DateRangeCalendar value={draft} onChange={setDraft} maxDate={maxDate} phone={phone} />
          </Suspense>
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
