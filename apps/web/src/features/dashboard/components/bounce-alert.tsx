import { type EmailBounce, dashboardMessages as m } from '@homer/contracts/dashboard';
import { Alert, Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { usDateTime } from '../../../shared/lib/us-date.ts';

/** Spec §2.3 bounce alert: mail to the user's address came back, so the address may be wrong (decision 048). */
export function BounceAlert({ bounce }: { bounce: EmailBounce }) {
  return (
    <Alert color="red" variant="light" title={m.bounceTitle} role="alert">
      <Text size="sm">
        Mail sent to {bounce.address} on {usDateTime(bounce.bouncedAt)} was refused by the receiving mail
        server. {m.bounceAdvice}
      </Text>
      {/* The default link blue is too faint on the red fill; text colour, underlined, keeps AA contrast. */}
      <Anchor
        component={Link}
        to="/admin/users/user/edit/details/currentUser"
        size="sm"
        c="var(--mantine-color-text)"
        underline="always"
        fw={600}
      >
        {m.checkEmailLink}
      </Anchor>
    </Alert>
  );
}
