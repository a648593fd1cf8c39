import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import type { PublicFormGuard } from './use-public-form-guard.tsx';

type Props = {
  guard: PublicFormGuard;
  loading: boolean;
  /** Where Cancel leads; pages that have nowhere to go back to show no Cancel. */
  cancelTo?: string;
  submitLabel?: string;
};

/** A public form's buttons: Submit stays disabled until the captcha has a solution (spec 2 §4). */
export function PublicFormActions({ guard, loading, cancelTo, submitLabel = 'Submit' }: Props) {
  return (
    <Group justify="flex-end">
      {cancelTo !== undefined && (
        <Button variant="default" component={Link} to={cancelTo}>
          Cancel
        </Button>
      )}
      <Button type="submit" disabled={!guard.captcha} loading={loading}>
        {submitLabel}
      </Button>
    </Group>
  );
}
