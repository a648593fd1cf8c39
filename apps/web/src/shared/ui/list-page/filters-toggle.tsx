import { Badge, Button } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconFilter } from '@tabler/icons-react';

type Props = {
  opened: boolean;
  onToggle: () => void;
  controls: string;
  /** Filters set (the search included); shown as a number on the button, said by `describedBy`. */
  count?: number;
  /** The element whose words say what is set ('2 filters active'). */
  describedBy?: string;
};

/**
 * Shows or hides a narrow screen's filters and toolbar. The number of filters set stays on the button, so a closed
 * panel still says that they apply, without a line of its own (issue 27 point 13).
 */
export function FiltersToggle({ opened, onToggle, controls, count = 0, describedBy }: Props) {
  const Chevron = opened ? IconChevronUp : IconChevronDown;
  return (
    <Button
      variant="default"
      onClick={onToggle}
      aria-expanded={opened}
      aria-controls={controls}
      aria-describedby={describedBy}
      leftSection={<IconFilter size={16} aria-hidden="true" />}
      rightSection={
        <>
          {count > 0 && (
            <Badge size="sm" circle aria-hidden="true" mr={4} data-testid="filters-count">
              {count}
            </Badge>
          )}
          <Chevron size={16} aria-hidden="true" />
        </>
      }
    >
      Filters
    </Button>
  );
}
