import type { StockReceiptResult } from '@homer/contracts/stock-receipts';
import { Anchor, Button, List, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { lotPath } from '../../../shared/lib/stock-paths.ts';
import { StockStatusBadge } from '../../../shared/ui/stock/stock-status-badge.tsx';
import { UnitsAndPacks } from '../../../shared/ui/stock/units-and-packs.tsx';
import { SuccessAlert } from '../../../shared/ui/success-alert.tsx';

type Props = { message: string; result: StockReceiptResult; onAnother: () => void };

/** The posted receipt: its reference number and a link to each lot's page. */
export function ReceiptSuccess({ message, result, onAnother }: Props) {
  return (
    <Stack>
      <SuccessAlert>
        <Text fw={600}>{message}</Text>
      </SuccessAlert>
      <List spacing={4} aria-label="Received lots">
        {result.lots.map((lot, i) => (
          // The receipt's lines in posting order, never reordered; one lot may be on two lines.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <List.Item key={`${lot.lotId}-${i}`}>
            <Anchor component={Link} to={lotPath(lot.lotId)}>
              Lot {lot.lotNumber}
            </Anchor>{' '}
            · {lot.productName} ({lot.ndc}) · <UnitsAndPacks units={lot.quantity} unit={lot} />{' '}
            <StockStatusBadge status={lot.status} />
          </List.Item>
        ))}
      </List>
      <div>
        <Button onClick={onAnother}>Receive Another Delivery</Button>
      </div>
    </Stack>
  );
}
