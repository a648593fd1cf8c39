import type { OutboxMessageRow } from '@homer/contracts/email-outbox';
import { useMemo, useState } from 'react';
import { ListPage } from '../../../shared/ui/list-page/list-page.tsx';
import { getOutboxList, outboxListQueryKey } from '../api/get-outbox-list.ts';
import { outboxColumns } from '../components/outbox-columns.tsx';
import { OutboxMessageModal } from '../components/outbox-message-modal.tsx';

// The id stays set while the modal closes, so its content does not vanish during the closing animation.
type OpenMessage = { id: number; opened: boolean };

const getRowId = (row: OutboxMessageRow) => row.id;

/** Mail the system kept instead of sending (no SMTP server) or after the server refused it. */
export default function EmailOutboxPage() {
  const [open, setOpen] = useState<OpenMessage | null>(null);
  const columns = useMemo(() => outboxColumns((row) => setOpen({ id: row.id, opened: true })), []);
  return (
    <>
      <ListPage<OutboxMessageRow>
        title="Email Outbox"
        queryKey={outboxListQueryKey}
        fetchPage={getOutboxList}
        columns={columns}
        getRowId={getRowId}
        defaultSort={{ field: 'createdAt', order: 'desc' }}
        defaultPageSize={25}
      />
      {open && (
        <OutboxMessageModal
          id={open.id}
          opened={open.opened}
          onClose={() => setOpen((current) => current && { ...current, opened: false })}
        />
      )}
    </>
  );
}
