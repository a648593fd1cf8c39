import type { EntityAuditRow } from '@homer/contracts/entity-audit';
import { Button } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useState } from 'react';
import { AuditHistoryModal } from '../../../shared/ui/audit-history-modal.tsx';

type Props = { title: string; queryKey: readonly unknown[]; fetchRows: () => Promise<EntityAuditRow[]> };

/** A record's History button and its audit trail modal (a round, an application, an agency). */
export function HistoryButton({ title, queryKey, fetchRows }: Props) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="subtle"
        leftSection={<IconHistory size={18} aria-hidden="true" />}
        onClick={() => setOpened(true)}
      >
        History
      </Button>
      <AuditHistoryModal
        title={title}
        opened={opened}
        onClose={() => setOpened(false)}
        queryKey={queryKey}
        fetchRows={fetchRows}
      />
    </>
  );
}
