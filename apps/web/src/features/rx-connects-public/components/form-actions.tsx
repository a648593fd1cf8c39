import { Button, Group, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { FailureAlert } from '../../../shared/ui/failure-alert.tsx';

type Props = {
  /** Why the last submit was refused, shown above the buttons. */
  failure: string | null;
  cancelTo: string;
  /** Null leaves Submit out, as on a stored application opened read-only. */
  submit: { disabled: boolean; loading: boolean } | null;
};

/** The refusal message, Cancel and Submit at the foot of a registration form. */
export function FormActions({ failure, cancelTo, submit }: Props) {
  return (
    <Stack mt="md">
      <FailureAlert message={failure} />
      <Group justify="flex-end">
        <Button variant="default" component={Link} to={cancelTo}>
          Cancel
        </Button>
        {submit ? (
          <Button type="submit" disabled={submit.disabled} loading={submit.loading}>
            Submit
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}
