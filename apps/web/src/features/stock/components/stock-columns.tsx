import type { StockRow } from '@homer/contracts/stock';
import { Button } from '@mantine/core';
import type { ListColumn } from '../../../shared/ui/list-page/list-column.ts';
import { ExpiryBadge } from '../../../shared/ui/stock/expiry-badge.tsx';
import { ProductCell } from '../../../shared/ui/stock/product-cell.tsx';
import { UnitsAndPacks } from '../../../shared/ui/stock/units-and-packs.tsx';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The stock list's columns; a row's lot count opens its lots. */
export function stockColumns(showLots: (row: StockRow) => void): ListColumn<StockRow>[] {
  return [
    {
      key: 'productName',
      title: 'Product',
      render: (row) => <ProductCell productName={row.productName} ndc={row.ndc} />,
    },
    { key: 'siteName', title: 'Inventory Site' },
    {
      key: 'unit',
      title: 'Unit',
      headerHint: 'The dispensing unit stock is counted in, and how many of them a pack of this NDC holds.',
      render: (row) => `${row.dispensingUnit} · pack of ${row.packSize}`,
    },
    { key: 'onHand', title: 'On Hand', render: (row) => <UnitsAndPacks units={row.onHand} unit={row} /> },
    {
      key: 'available',
      title: 'Available',
      headerHint: 'On hand less what is allocated, in lots that are available and not expired.',
      render: (row) => <UnitsAndPacks units={row.available} unit={row} />,
    },
    {
      key: 'lotCount',
      title: 'Lots',
      render: (row) => (
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={(event) => {
            event.stopPropagation();
            showLots(row);
          }}
          aria-label={`Show the ${plural(row.lotCount, 'lot')} of ${row.productName} at ${row.siteName}`}
        >
          {plural(row.lotCount, 'lot')}
        </Button>
      ),
    },
    {
      key: 'earliestExpiry',
      title: 'Earliest Expiry',
      render: (row) => <ExpiryBadge expiry={row.earliestExpiry} />,
    },
  ];
}
