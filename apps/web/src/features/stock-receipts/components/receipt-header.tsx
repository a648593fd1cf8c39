import type { Option } from '@homer/contracts/envelope';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { purchaseOrderOptionsQuery, stockSitesQuery } from '../api/stock-receipts-api.ts';

export type ReceiptHeaderValues = {
  siteId: string | null;
  supplierName: string;
  purchaseOrderId: string | null;
  reference: string;
  receivedDate: string;
};

type Props = {
  values: ReceiptHeaderValues;
  onChange: (values: ReceiptHeaderValues) => void;
  errors: Partial<Record<keyof ReceiptHeaderValues, string>>;
};

const choices = (options: readonly Option[] | undefined) =>
  (options ?? []).map((o) => ({
    value: String(o.value),
    label: o.additionalData ? `${o.text} (${o.additionalData})` : o.text,
  }));

/** Where the delivery goes, who sent it, against which purchase order, and when it arrived. */
export function ReceiptHeader({ values, onChange, errors }: Props) {
  const sites = useQuery(stockSitesQuery);
  const [poSearch, setPoSearch] = useState('');
  const [debounced] = useDebouncedValue(poSearch, 250);
  const orders = useQuery(purchaseOrderOptionsQuery(debounced));
  const [chosenPo, setChosenPo] = useState<{ value: string; label: string } | null>(null);
  const poChoices = choices(orders.data);
  if (chosenPo && !poChoices.some((c) => c.value === chosenPo.value)) poChoices.unshift(chosenPo);
  const set = <K extends keyof ReceiptHeaderValues>(key: K, value: ReceiptHeaderValues[K]) =>
    onChange({ ...values, [key]: value });
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
      <Select
        label="Inventory Site"
        withAsterisk
        data={choices(sites.data)}
        value={values.siteId}
        onChange={(v) => set('siteId', v)}
        error={errors.siteId}
        searchable
      />
      <TextInput
        label="Supplier"
        withAsterisk
        maxLength={200}
        value={values.supplierName}
        onChange={(e) => set('supplierName', e.currentTarget.value)}
        error={errors.supplierName}
      />
      <Select
        label="B&A Purchase Order"
        description="Optional: search by PO number or vendor"
        data={poChoices}
        value={values.purchaseOrderId}
        onChange={(v, option) => {
          setChosenPo(option ?? null);
          set('purchaseOrderId', v);
        }}
        searchable
        clearable
        searchValue={poSearch}
        onSearchChange={setPoSearch}
        filter={({ options }) => options}
        nothingFoundMessage="No active purchase order matches"
      />
      <TextInput
        label="Document Reference"
        description="e.g. the packing slip number"
        maxLength={100}
        value={values.reference}
        onChange={(e) => set('reference', e.currentTarget.value)}
      />
      <TextInput
        label="Date Received"
        type="date"
        withAsterisk
        value={values.receivedDate}
        onChange={(e) => set('receivedDate', e.currentTarget.value)}
        error={errors.receivedDate}
      />
    </SimpleGrid>
  );
}
