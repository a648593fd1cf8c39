import { Alert, Button, Loader, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { isNotFound } from '../lib/is-not-found.ts';
import type { Crumb } from '../lib/route-crumb.ts';
import { NotFoundScreen } from './not-found-screen.tsx';
import { RecordHeader } from './record-header.tsx';

type Props = {
  /** The way back, the list first (decision 084). */
  trail: readonly Crumb[];
  /** The route table's title ('Facility'), or 'New Facility' for a record not saved yet. */
  pageTitle: string;
  /** The record's name once loaded. */
  record: string | null | undefined;
  loading: boolean;
  /** The load's error: a 404 shows the 404 screen, anything else the failure alert. */
  error: unknown;
  onBack: () => void;
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

/**
 * An edit page's frame: the record header, a loader, the 404 screen for a record that does not exist (decision
 * 085) or a failure alert, then the form once the record is loaded.
 */
export function RecordEditFrame({
  trail,
  pageTitle,
  record,
  loading,
  error,
  noun,
  failedTitle,
  onBack,
  actions,
  children,
}: Props) {
  if (isNotFound(error)) return <NotFoundScreen back={trail[0]} />;
  const failed = Boolean(error);
  return (
    <Stack gap="md">
      <RecordHeader trail={trail} pageTitle={pageTitle} record={record} loading={loading} actions={actions} />
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
