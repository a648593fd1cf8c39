import type { StockCountLine } from '@homer/contracts/stock-counts';
import { stockCountAccess } from '@homer/contracts/stock-counts';
import { Divider, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { positiveId } from '../../../shared/lib/positive-id.ts';
import { routeCrumb } from '../../../shared/lib/route-crumb.ts';
import { useCan } from '../../../shared/lib/use-can.ts';
import { RecordEditFrame } from '../../../shared/ui/record-edit-frame.tsx';
import { stockCountQuery } from '../api/stock-counts-api.ts';
import { AddLotModal } from '../components/add-lot-modal.tsx';
import { CountActions } from '../components/count-actions.tsx';
import { CountSummary } from '../components/count-summary.tsx';
import { ProductLines } from '../components/product-lines.tsx';
import { ScanBox, type ScannedLot } from '../components/scan-box.tsx';

const listPath = '/inventories/counts/list';

/** Lines grouped by product, in the order the server sends them (product name, then expiry). */
function byProduct(lines: readonly StockCountLine[]): StockCountLine[][] {
  const groups = new Map<number, StockCountLine[]>();
  for (const line of lines) groups.set(line.ndcProductId, [...(groups.get(line.ndcProductId) ?? []), line]);
  return [...groups.values()];
}

/** inventories/counts/edit/{id}: count by entry or scan, recount, verify. */
export default function CountPage() {
  const id = positiveId(useParams().id);
  const navigate = useNavigate();
  const canCount = useCan(stockCountAccess.counter);
  const [adding, setAdding] = useState<{ scanned: ScannedLot | null } | null>(null);
  const count = useQuery({ ...stockCountQuery(id ?? 0), enabled: !!id });
  if (id === null) return <Navigate to={listPath} replace />;
  const data = count.data;
  const entryFor = (line: StockCountLine) => {
    if (!canCount) return null;
    if (data?.status === 'open') return 'count';
    if (data?.status === 'recount' && line.needsRecount) return 'recount';
    return null;
  };
  const counting = canCount && (data?.status === 'open' || data?.status === 'recount');

  return (
    <RecordEditFrame
      trail={[routeCrumb('stockCountList')]}
      pageTitle="Stock Count"
      record={data ? `Stock count #${data.id}` : null}
      loading={count.isPending}
      error={count.error}
      noun="stock count"
      onBack={() => navigate(listPath)}
    >
      {data && (
        <Stack gap="md">
          <CountSummary count={data} />
          <CountActions count={data} onAddLot={() => setAdding({ scanned: null })} />
          {counting && (
            <ScanBox
              lines={data.lines}
              onUnknownLot={(scanned) => data.status === 'open' && setAdding({ scanned })}
            />
          )}
          <Divider />
          {byProduct(data.lines).map((lines) => (
            <ProductLines
              key={lines[0]?.ndcProductId}
              countId={data.id}
              lines={lines}
              entryFor={entryFor}
              submitted={data.status !== 'open'}
            />
          ))}
          {adding && (
            <AddLotModal countId={data.id} scanned={adding.scanned} onClose={() => setAdding(null)} />
          )}
        </Stack>
      )}
    </RecordEditFrame>
  );
}
