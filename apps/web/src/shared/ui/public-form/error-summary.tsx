import { Alert, Anchor, List, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { collectFieldErrors, type FieldError } from './collect-field-errors.ts';

type Props = {
  /** The form whose refused fields are listed. */
  formRef: RefObject<HTMLElement | null>;
  /** Goes up with each refused submit (see useErrorSummary); each one moves focus to the summary. */
  attempt: number;
  /** Why the server refused the form, when it says so for the whole form. */
  message?: string | null;
};

const sameErrors = (a: FieldError[], b: FieldError[]) =>
  a.length === b.length &&
  a.every((e, i) => e.target === b[i]?.target && e.message === b[i]?.message && e.label === b[i]?.label);

const linkText = ({ label, message }: FieldError) =>
  label === '' || message.toLowerCase().includes(label.toLowerCase()) ? message : `${label}: ${message}`;

function focusField(target: HTMLElement) {
  target.scrollIntoView({ block: 'center' });
  target.focus({ preventScroll: true });
}

/**
 * The GOV.UK error summary at the top of a public form: after a refused submit it takes focus and links to
 * each refused field, so nobody has to hunt for a red message 3,000 px away. It reads the fields' own
 * messages from the page, so every form that marks its fields the Mantine way gets it without wiring.
 */
export function ErrorSummary({ formRef, attempt, message = null }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const [errors, setErrors] = useState<FieldError[]>([]);
  const wantFocus = useRef(false);
  const active = attempt > 0 || message !== null;

  useLayoutEffect(() => {
    if (attempt > 0 || message !== null) wantFocus.current = true;
  }, [attempt, message]);

  // Read again after every render: a corrected field leaves the list as its own message goes.
  useLayoutEffect(() => {
    const next = active && formRef.current ? collectFieldErrors(formRef.current) : [];
    setErrors((current) => (sameErrors(current, next) ? current : next));
  });

  useEffect(() => {
    if (!wantFocus.current || !ref.current) return;
    wantFocus.current = false;
    ref.current.scrollIntoView({ block: 'start' });
    ref.current.focus({ preventScroll: true });
  });

  if (errors.length === 0 && message === null) return null;
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      // Clear of the app's fixed header when scrolled to.
      style={{ scrollMarginTop: 80 }}
      color="red"
      icon={<IconAlertCircle aria-hidden="true" />}
      title="There is a problem"
      data-error-summary
    >
      {message !== null && <Text size="sm">{message}</Text>}
      {errors.length > 0 && (
        <List size="sm" spacing={4} mt={message !== null ? 'xs' : 0}>
          {errors.map((error) => (
            <List.Item key={`${error.target.id}|${error.message}`}>
              <Anchor
                href={error.target.id ? `#${error.target.id}` : undefined}
                c="red.9"
                underline="always"
                onClick={(event) => {
                  event.preventDefault();
                  focusField(error.target);
                }}
              >
                {linkText(error)}
              </Anchor>
            </List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
