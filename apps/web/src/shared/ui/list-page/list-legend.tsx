import { Button, ColorSwatch, Group, Popover, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { rowToneVar } from '../scheme-tokens.ts';
import type { LegendItem } from './list-column.ts';

export function ListLegend({ items }: { items: readonly LegendItem[] }) {
  return (
    <Popover position="bottom-end" shadow="md" withinPortal>
      <Popover.Target>
        <Button variant="default" leftSection={<IconInfoCircle size={16} aria-hidden="true" />}>
          Legend
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {items.map((item) => (
            <Group key={item.label} component="li" gap="xs" wrap="nowrap">
              <ColorSwatch color={rowToneVar(item.tone).background} size={18} aria-hidden="true" />
              <Text size="sm">{item.label}</Text>
            </Group>
          ))}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
