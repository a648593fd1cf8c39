import { workstationMessages as m } from '@homer/contracts/workstations';
import { Button, Group, Text } from '@mantine/core';
import classes from './workstation-banner.module.css';

type Props = {
  /** e.g. 'Inventory Workstation'. */
  label: string;
  /** The workstation's name and where it is; null shows 'None Selected' in red. */
  current: { name: string; where: string } | null;
  loading: boolean;
  onChoose: () => void;
};

/** The frame's workstation line (spec §2.2): the current workstation; a click opens the choice. */
export function WorkstationBanner({ label, current, loading, onChoose }: Props) {
  return (
    <Group gap="xs" mb="sm" role="region" aria-label={label} data-testid="workstation-banner">
      <Text size="sm" fw={600}>
        {label}:
      </Text>
      <Button
        variant="default"
        size="xs"
        onClick={onChoose}
        loading={loading}
        aria-haspopup="dialog"
        title="Choose your workstation"
      >
        {current ? (
          `${current.name} (${current.where})`
        ) : (
          <span className={classes.noneSelected}>{m.noneSelected}</span>
        )}
      </Button>
    </Group>
  );
}
