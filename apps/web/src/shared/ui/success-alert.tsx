import { Alert } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** A form's confirmation, announced politely (role status) where the form was. */
export function SuccessAlert({ children }: { children: ReactNode }) {
  return (
    <Alert color="green" icon={<IconCircleCheck aria-hidden="true" />} role="status">
      {children}
    </Alert>
  );
}
