import type { NdcProduct } from '@homer/contracts/fda-recalls';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { formularyChoicesQuery } from '../api/fda-recalls-api.ts';

/** The chosen source as the form keeps it: its id and its "NDC name" label. */
export type RepackSource = { id: number; name: string };

type Props = {
  value: RepackSource | null;
  onChange: (source: RepackSource | null) => void;
  /** The product being edited (0 when new): it cannot be its own source. */
  productId: number;
  error?: ReactNode;
};

const labelOf = (product: NdcProduct) => `${product.ndc} ${product.productName}`;

/**
 * "Repackaged from": an active bulk product of the formulary, searched by NDC or name through the formulary list.
 * Products that are themselves repackaged are left out (no chains, decision 106); the server checks again.
 */
export function RepackSourcePicker({ value, onChange, productId, error }: Props) {
  const [search, setSearch] = useState(value?.name ?? '');
  const [debounced] = useDebouncedValue(search, 250);
  // While the box shows the chosen product, list every product rather than only the chosen one.
  const found = useQuery(formularyChoicesQuery(value && search === value.name ? '' : debounced.trim()));
  const choices = (found.data ?? [])
    .filter((p) => p.id !== productId && p.repackSourceProductId === null)
    .map((p) => ({ value: String(p.id), label: labelOf(p), unit: p.dispensingUnit }));
  if (value && !choices.some((c) => c.value === String(value.id)))
    choices.unshift({ value: String(value.id), label: value.name, unit: '' });
  return (
    <Select
      label="Repackaged from"
      description="The bulk product this unit-dose product is made from: search by NDC or name"
      placeholder="Not repackaged"
      data={choices}
      value={value ? String(value.id) : null}
      onChange={(id, option) => onChange(id && option ? { id: Number(id), name: option.label } : null)}
      searchable
      clearable
      // Mantine hides the clear button from assistive technology; it is the way to say "not repackaged", so expose
      // it, at the 24 px a pointer target needs (WCAG 2.5.8).
      clearButtonProps={{
        'aria-label': 'Clear Repackaged from',
        'aria-hidden': false,
        tabIndex: 0,
        size: 'md',
      }}
      searchValue={search}
      onSearchChange={setSearch}
      // The server has already matched the search; Mantine's own filter would only hide its matches.
      filter={({ options }) => options}
      renderOption={({ option }) => {
        const unit = choices.find((c) => c.value === option.value)?.unit;
        return unit ? `${option.label} (counted in ${unit})` : option.label;
      }}
      nothingFoundMessage={found.isSuccess ? 'No active bulk product matches' : undefined}
      error={error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
