import {
  type RefillAllocation,
  type RefillItemStock,
  refillStockMessages,
} from '@homer/contracts/refill-stock';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { ExpiryBadge } from '../../../shared/ui/stock/expiry-badge.tsx';
import { StockStatusBadge } from '../../../shared/ui/stock/stock-status-badge.tsx';
import { UnitsAndPacks } from '../../../shared/ui/stock/units-and-packs.tsx';
import type { RunCommand } from '../lib/use-shipment-command.ts';

// The dialog (and its lot list) loads only when a technician changes a lot.
const ChangeLotDialog = lazy(() =>
  import('./change-lot-dialog.tsx').then((m) => ({ default: m.ChangeLotDialog })),
);

type Props = {
  shipmentId: number;
  itemId: number;
  rxNumber: string;
  stock: RefillItemStock;
  canChangeLots: boolean;
  run: RunCommand;
};

/** An item's lots: each with its expiry, quantity in units and packs, status, and the Change lot control. */
export function ItemStock({ shipmentId, itemId, rxNumber, stock, canChangeLots, run }: Props) {
  const [changing, setChanging] = useState<RefillAllocation | null>(null);
  const unit = stock.unit;
  return (
    <Stack gap={4}>
      {stock.problem && (
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconAlertTriangle size={18} color="var(--mantine-color-red-8)" aria-hidden="true" />
          <Text size="sm" fw={500} c="red.8">
            {stock.problem}
          </Text>
        </Group>
      )}
      {unit &&
        stock.allocations.map((a) => (
          <Group key={a.lotId} gap="xs" wrap="wrap">
            <Text size="sm">{stock.shipped ? 'Shipped from lot' : 'Lot'}</Text>
            <Text size="sm" fw={600}>
              {a.lotNumber}
            </Text>
            <ExpiryBadge expiry={a.expiryDate} />
            <UnitsAndPacks units={a.quantity} unit={unit} />
            {!stock.shipped && a.status !== 'available' && <StockStatusBadge status={a.status} />}
            {a.expiresTooSoon && (
              <Badge color="red" style={{ textTransform: 'none' }}>
                {refillStockMessages.expiresTooSoon}
              </Badge>
            )}
            {canChangeLots && (
              <Button
                variant="default"
                size="compact-sm"
                onClick={() => setChanging(a)}
                aria-label={`Change lot ${a.lotNumber} of Rx ${rxNumber}`}
              >
                Change lot
              </Button>
            )}
          </Group>
        ))}
      {changing && unit && (
        <Suspense fallback={null}>
          <ChangeLotDialog
            shipmentId={shipmentId}
            itemId={itemId}
            rxNumber={rxNumber}
            from={changing}
            unit={unit}
            run={run}
            onClose={() => setChanging(null)}
          />
        </Suspense>
      )}
    </Stack>
  );
}
