import { Button } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconFilter } from '@tabler/icons-react';

type Props = { opened: boolean; onToggle: () => void; controls: string };

/** Shows or hides a narrow screen's filters; the active-filter count beside 'Clear' says what is set. */
export function FiltersToggle({ opened, onToggle, controls }: Props) {
  const Chevron = opened ? IconChevronUp : IconChevronDown;
  return (
    <Button
      variant="default"
      onClick={onToggle}
      aria-expanded={opened}
      aria-controls={controls}
      leftSection={<IconFilter size={16} aria-hidden="true" />}
      rightSection={<Chevron size={16} aria-hidden="true" />}
    >
      Filters
    </Button>
  );
}
