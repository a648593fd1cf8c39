import type { StockUnit } from '@homer/contracts/stock-quantity';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { lotPath } from '../../../shared/lib/stock-paths.ts';
import type { ListColumn } from '../../../shared/ui/list-page/list-column.ts';
import { ExpiryBadge } from '../../../shared/ui/stock/expiry-badge.tsx';
import { ProductCell } from '../../../shared/ui/stock/product-cell.tsx';
import { UnitsAndPacks } from '../../../shared/ui/stock/units-and-packs.tsx';

type ProductRow = StockUnit & { productName: string; ndc: string; siteName: string };
type LotRow = ProductRow & { lotId: number; lotNumber: string; expiryDate: string | null };

// Widths for the text columns: a wide report's cells may break anywhere (the list's rule for long tokens), and
// without them its names were squeezed to a letter a line beside the unbreakable quantities.

/** Product name over its NDC, as the stock list shows a product; `linkTo` makes the name a link. */
export function productColumn<T extends ProductRow>(linkTo?: (row: T) => string): ListColumn<T> {
  return {
    key: 'productName',
    title: 'Product',
    width: 220,
    render: (row) => <ProductCell productName={row.productName} ndc={row.ndc} to={linkTo?.(row)} />,
  };
}

export const siteColumn = <T extends ProductRow>(): ListColumn<T> => ({
  key: 'siteName',
  title: 'Site',
  width: 170,
});

/** The lot, linked to its page: the documents behind a report's figures are its ledger's lines. */
export const lotColumn = <T extends LotRow>(): ListColumn<T> => ({
  key: 'lotNumber',
  title: 'Lot',
  width: 110,
  render: (row) => (
    <Anchor
      component={Link}
      to={lotPath(row.lotId)}
      size="sm"
      aria-label={`Lot ${row.lotNumber} of ${row.productName} at ${row.siteName}`}
    >
      {row.lotNumber}
    </Anchor>
  ),
});

export const expiryColumn = <T extends LotRow>(): ListColumn<T> => ({
  key: 'expiryDate',
  title: 'Expiry',
  width: 170,
  render: (row) => <ExpiryBadge expiry={row.expiryDate} />,
});

/** A quantity in units with its packs, as every stock screen shows one. */
export function unitsColumn<T extends StockUnit>(
  key: string,
  title: string,
  units: (row: T) => number,
  headerHint?: string,
): ListColumn<T> {
  const column: ListColumn<T> = {
    key,
    title,
    render: (row) => <UnitsAndPacks units={units(row)} unit={row} />,
  };
  return headerHint ? { ...column, headerHint } : column;
}

/** A plain count (shipments, or units of mixed products, where packs mean nothing) with thousands separators. */
export function countColumn<T>(
  key: string,
  title: string,
  count: (row: T) => number,
  headerHint?: string,
): ListColumn<T> {
  const column: ListColumn<T> = { key, title, render: (row) => count(row).toLocaleString('en-US') };
  return headerHint ? { ...column, headerHint } : column;
}
