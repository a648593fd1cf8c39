import type { Envelope } from '@homer/contracts/envelope';
import { Button } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { ApiError } from '../lib/api-client.ts';
import { downloadExport } from '../lib/download-export.ts';
import { toast } from './toast.ts';

/**
 * The Excel export of a list; `fetchLink` asks for the link with the filters on screen. A report's PDF is the same
 * download with its own label and icon.
 */
export function ExportButton({
  fetchLink,
  label = 'Export',
  icon = <IconFileSpreadsheet size={18} aria-hidden="true" />,
}: {
  fetchLink: () => Promise<Envelope<string, null>>;
  label?: string;
  icon?: ReactNode;
}) {
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      await downloadExport(fetchLink);
    } catch (error) {
      // HTTP failures were already shown by the api client; anything else is said here.
      if (!(error instanceof ApiError)) toast.error((error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="default" leftSection={icon} loading={busy} onClick={onClick}>
      {label}
    </Button>
  );
}
