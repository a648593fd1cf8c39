import { Button, Group } from '@mantine/core';

type Props = { onCancel: () => void; saving: boolean; cancelDisabled?: boolean };

/** The end of a staff edit form: Cancel, then the submit button that shows the save under way. */
export function SaveCancelActions({ onCancel, saving, cancelDisabled }: Props) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel} disabled={cancelDisabled}>
        Cancel
      </Button>
      <Button type="submit" loading={saving}>
        Save
      </Button>
    </Group>
  );
}
