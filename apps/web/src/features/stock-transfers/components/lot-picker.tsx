import { formatUnitsAndPacks } from '@homer/contracts/stock-quantity';
import type { StockSiteLot } from '@homer/contracts/stock-transfers';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { siteLotsQuery } from '../api/stock-transfers-api.ts';

type Props = { siteId: number; value: StockSiteLot | null; onChange: (lot: StockSiteLot | null) => void };

const label = (lot: StockSiteLot) =>
  `${lot.lotNumber} · ${lot.productName} (${lot.ndc}) · ${formatUnitsAndPacks(lot.available, lot)} available`;

/** A lot of the sending site that can be sent, found by NDC, product or lot number. */
export function LotPicker({ siteId, value, onChange }: Props) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const lots = useQuery(siteLotsQuery(siteId, value && search === label(value) ? '' : debounced));
  const found = lots.data ?? [];
  const all = value && !found.some((l) => l.lotId === value.lotId) ? [value, ...found] : found;
  return (
    <Select
      label="Lot"
      description="Search by NDC, product or lot number"
      data={all.map((lot) => ({ value: String(lot.lotId), label: label(lot) }))}
      value={value ? String(value.lotId) : null}
      onChange={(v) => onChange(all.find((lot) => String(lot.lotId) === v) ?? null)}
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={siteId ? 'No lot with available stock matches' : 'Choose the From Site first'}
      style={{ flex: '1 1 26rem' }}
    />
  );
}
