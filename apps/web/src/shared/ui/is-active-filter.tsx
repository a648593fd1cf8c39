import { isActiveOptions } from '@homer/contracts/filters';
import { Group, SegmentedControl, Text } from '@mantine/core';
import { useId } from 'react';

export type IsActiveValue = (typeof isActiveOptions)[number]['value'];

/** The B&A lists' Is Active filter: Yes / No / All. */
export function IsActiveFilter({
  value,
  onChange,
}: {
  value: IsActiveValue;
  onChange: (value: IsActiveValue) => void;
}) {
  const labelId = useId();
  return (
    <Group gap="xs" wrap="nowrap">
      <Text id={labelId} size="sm" fw={600}>
        Is Active
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        size="xs"
        value={value}
        onChange={(v) => onChange(v as IsActiveValue)}
        data={isActiveOptions.map((o) => ({ value: o.value, label: o.label }))}
      />
    </Group>
  );
}
