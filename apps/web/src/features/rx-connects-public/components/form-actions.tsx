import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';

type Props = {
  cancelTo: string;
  /** Null leaves Submit out, as on a stored application opened read-only. */
  submit: { disabled: boolean; loading: boolean } | null;
};

/** Cancel and Submit at the foot of a registration form (a refusal shows in the error summary at its top). */
export function FormActions({ cancelTo, submit }: Props) {
  return (
    <Group justify="flex-end" mt="md">
      <Button variant="default" component={Link} to={cancelTo}>
        Cancel
      </Button>
      {submit ? (
        <Button type="submit" disabled={submit.disabled} loading={submit.loading}>
          Submit
        </Button>
      ) : null}
    </Group>
  );
}
