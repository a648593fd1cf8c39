import { Alert } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef } from 'react';

/**
 * A form's confirmation, announced politely (role status) where the form was. It takes focus when it appears:
 * the Submit button that had it is gone or disabled, and focus would otherwise fall back to the page's start.
 */
export function SuccessAlert({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <Alert ref={ref} tabIndex={-1} color="green" icon={<IconCircleCheck aria-hidden="true" />} role="status">
      {children}
    </Alert>
  );
}
