import { Alert, Button, Group, Loader, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = {
  title: string;
  loading: boolean;
  failed: boolean;
  onBack: () => void;
  /** Shown above the heading, e.g. a link back to the list. */
  before?: ReactNode;
  /** Shown at the heading's right, e.g. an Audit History button. */
  actions?: ReactNode;
  children: ReactNode;
} & (
  | {
      /** What failed to load, e.g. 'facility': the alert says `The ${noun} could not be loaded.` */
      noun: string;
      failedTitle?: never;
    }
  | {
      /** The failure alert's own title. */
      failedTitle: string;
      noun?: never;
    }
);

/** An edit page's frame: the heading, a loader or a failure alert, then the form once the record is loaded. */
export function RecordEditFrame({
  title,
  loading,
  failed,
  noun,
  failedTitle,
  onBack,
  before,
  actions,
  children,
}: Props) {
  const heading = (
    <Title order={1} size="h2">
      {title}
    </Title>
  );
  return (
    <Stack gap="md">
      {before}
      {actions === undefined ? (
        heading
      ) : (
        <Group justify="space-between">
          {heading}
          {actions}
        </Group>
      )}
      {loading && <Loader size="sm" aria-label="Loading" />}
      {failed && (
        <Alert color="red" role="alert" title={failedTitle ?? `The ${noun ?? 'record'} could not be loaded.`}>
          <Button variant="default" size="xs" onClick={onBack}>
            Back to the list
          </Button>
        </Alert>
      )}
      {!loading && !failed && children}
    </Stack>
  );
}
