import { routeById } from '@homer/contracts/routes';
import type { StockTransfer } from '@homer/contracts/stock-transfers';
import { Divider, Stack, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { positiveId } from '../../../shared/lib/positive-id.ts';
import { routeCrumb } from '../../../shared/lib/route-crumb.ts';
import { useCan } from '../../../shared/lib/use-can.ts';
import { RecordEditFrame } from '../../../shared/ui/record-edit-frame.tsx';
import { SuccessAlert } from '../../../shared/ui/success-alert.tsx';
import { transferKey, transferListKey, transferQuery } from '../api/stock-transfers-api.ts';
import { DraftActions } from '../components/draft-actions.tsx';
import { DraftForm } from '../components/draft-form.tsx';
import { ReceiveForm } from '../components/receive-form.tsx';
import { transferPath } from '../components/transfer-columns.tsx';
import { TransferSummary } from '../components/transfer-summary.tsx';

const listPath = '/inventories/transfers/list';

/** inventories/transfers/edit/{id}; id 0 drafts a new transfer. Each status shows its next step. */
export default function TransferEditPage() {
  const params = useParams();
  const id = params.id === '0' ? 0 : positiveId(params.id);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const canMove = useCan(routeById('stockReceive').access);
  const [done, setDone] = useState<string | null>(null);
  const transfer = useQuery({ ...transferQuery(id ?? 0), enabled: !!id });
  if (id === null) return <Navigate to={listPath} replace />;
  const saved = transfer.data ?? null;

  const changed = (next: StockTransfer, message: string) => {
    queryClient.setQueryData(transferKey(next.id), next);
    void queryClient.invalidateQueries({ queryKey: transferListKey });
    setDone(message);
    if (id === 0) navigate(transferPath(next.id), { replace: true });
  };

  return (
    <RecordEditFrame
      trail={[routeCrumb('stockTransferList')]}
      pageTitle={id === 0 ? 'New Stock Transfer' : 'Stock Transfer'}
      record={saved ? `Transfer #${saved.id}` : null}
      loading={id !== 0 && transfer.isPending}
      error={transfer.error}
      noun="transfer"
      onBack={() => navigate(listPath)}
    >
      <Stack>
        {done && <SuccessAlert key={done}>{done}</SuccessAlert>}
        {saved && <TransferSummary transfer={saved} />}
        {canMove && (id === 0 || saved?.status === 'Draft') && (
          <>
            {saved && <DraftActions transfer={saved} onDone={changed} />}
            <Divider />
            <Title order={2} size="h4">
              {saved ? 'Change the Draft' : 'Draft a Transfer'}
            </Title>
            <DraftForm
              key={saved ? `${saved.id}-${saved.lines.length}` : 'new'}
              transfer={saved}
              onSaved={changed}
            />
          </>
        )}
        {canMove && saved?.status === 'Dispatched' && (
          <>
            <Divider />
            <Title order={2} size="h4">
              Receive at {saved.toSiteName}
            </Title>
            <ReceiveForm transfer={saved} onDone={changed} />
          </>
        )}
      </Stack>
    </RecordEditFrame>
  );
}
