import { type StockLedgerRow, stockAccess } from '@homer/contracts/stock';
import { Alert, Button, Group, Loader, Stack, Title } from '@mantine/core';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { isNotFound } from '../../../shared/lib/is-not-found.ts';
import { positiveId } from '../../../shared/lib/positive-id.ts';
import { routeCrumb } from '../../../shared/lib/route-crumb.ts';
import { useCan } from '../../../shared/lib/use-can.ts';
import { NotFoundScreen } from '../../../shared/ui/not-found-screen.tsx';
import { RecordHeader } from '../../../shared/ui/record-header.tsx';
import { stockKey, stockLedgerQuery, stockLotQuery } from '../api/stock-api.ts';
import { LedgerTable } from '../components/ledger-table.tsx';
import { LotDetails } from '../components/lot-details.tsx';

// The action dialogs load when first opened: most visits only read the lot.
const AdjustModal = lazy(() =>
  import('../components/adjust-modal.tsx').then((m) => ({ default: m.AdjustModal })),
);
const StatusModal = lazy(() =>
  import('../components/status-modal.tsx').then((m) => ({ default: m.StatusModal })),
);
const ReverseModal = lazy(() =>
  import('../components/reverse-modal.tsx').then((m) => ({ default: m.ReverseModal })),
);

type Open =
  | { kind: 'adjust' }
  | { kind: 'hold' }
  | { kind: 'release' }
  | { kind: 'reverse'; line: StockLedgerRow };

/** inventories/stock/lot/{id}: one lot, its ledger with the running balance, and what may be done to it. */
export default function StockLotPage() {
  const id = positiveId(useParams().id);
  const canAdjust = useCan(stockAccess.adjust);
  const canSupervise = useCan(stockAccess.supervise);
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<Open | null>(null);
  const lot = useQuery({ ...stockLotQuery(id ?? 0), enabled: id !== null });
  const ledger = useInfiniteQuery({ ...stockLedgerQuery(id ?? 0), enabled: id !== null });

  if (id === null) return <Navigate to="/inventories/stock/list" replace />;
  if (isNotFound(lot.error)) return <NotFoundScreen back={routeCrumb('stockList')} />;
  const data = lot.data;
  const close = () => setOpen(null);
  const done = async () => {
    setOpen(null);
    await queryClient.invalidateQueries({ queryKey: stockKey });
  };
  const held = data?.status === 'on_hold' || data?.status === 'quarantine';
  return (
    <Stack gap="md">
      <RecordHeader
        trail={[routeCrumb('stockList')]}
        pageTitle="Stock Lot"
        record={data && `Lot ${data.lotNumber} · ${data.productName}`}
        loading={lot.isPending}
        actions={
          data && (
            <Group gap="xs">
              {canAdjust && <Button onClick={() => setOpen({ kind: 'adjust' })}>Adjust</Button>}
              {canSupervise && data.status === 'available' && (
                <Button variant="default" onClick={() => setOpen({ kind: 'hold' })}>
                  Hold
                </Button>
              )}
              {canSupervise && held && (
                <Button variant="default" onClick={() => setOpen({ kind: 'release' })}>
                  Release
                </Button>
              )}
            </Group>
          )
        }
      />
      {lot.isPending && <Loader size="sm" aria-label="Loading" />}
      {lot.isError && (
        <Alert color="red" role="alert">
          The lot could not be loaded.
        </Alert>
      )}
      {data && <LotDetails lot={data} />}
      <Title order={2} size="h3">
        Ledger
      </Title>
      {ledger.isPending && <Loader size="sm" aria-label="Loading the ledger" />}
      {data && ledger.data && (
        <LedgerTable
          lines={ledger.data.pages.flatMap((page) => page.data)}
          unit={data}
          {...(canSupervise
            ? { onReverse: (line: StockLedgerRow) => setOpen({ kind: 'reverse', line }) }
            : {})}
        />
      )}
      {ledger.hasNextPage && (
        <Group>
          <Button
            variant="default"
            loading={ledger.isFetchingNextPage}
            onClick={() => ledger.fetchNextPage()}
          >
            Show older lines
          </Button>
        </Group>
      )}
      <Suspense fallback={null}>
        {data && open?.kind === 'adjust' && <AdjustModal lot={data} onClose={close} onDone={done} />}
        {data && (open?.kind === 'hold' || open?.kind === 'release') && (
          <StatusModal lot={data} release={open.kind === 'release'} onClose={close} onDone={done} />
        )}
        {open?.kind === 'reverse' && <ReverseModal line={open.line} onClose={close} onDone={done} />}
      </Suspense>
    </Stack>
  );
}
