import { Alert, Button, Loader, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = {
  title: string;
  loading: boolean;
  failed: boolean;
  /** What failed to load, e.g. 'facility'. */
  noun: string;
  onBack: () => void;
  children: ReactNode;
};

/** The frame both edit pages share: the heading, then the form once the record is loaded. */
export function RecordEditFrame({ title, loading, failed, noun, onBack, children }: Props) {
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {title}
      </Title>
      {loading && <Loader size="sm" aria-label="Loading" />}
      {failed && (
        <Alert color="red" role="alert" title={`The ${noun} could not be loaded.`}>
          <Button variant="default" size="xs" onClick={onBack}>
            Back to the list
          </Button>
        </Alert>
      )}
      {!loading && !failed && children}
    </Stack>
  );
}
