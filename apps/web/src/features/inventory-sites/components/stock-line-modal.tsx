import {
  type InventorySite,
  type InventoryStockForm,
  type InventoryStockLine,
  inventorySiteLimits,
  inventoryStockFormSchema,
  inventorySiteMessages as m,
} from '@homer/contracts/inventory-sites';
import { NumberInput, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { saveInventoryStock } from '../api/inventory-sites-api.ts';
import { SiteChildModal } from './site-child-modal.tsx';

type Props = {
  siteId: number;
  /** The line being edited; null adds one. */
  line: InventoryStockLine | null;
  onClose: () => void;
  onSaved: (site: InventorySite) => void;
};

const fieldOf: Partial<Record<string, keyof InventoryStockForm>> = {
  [m.duplicateStock]: 'lotNumber',
  [m.ndcFormat]: 'ndc',
  [m.ndcRequired]: 'ndc',
  [m.lotCharacters]: 'lotNumber',
  [m.expirationInvalid]: 'expirationDate',
  [m.quantityInvalid]: 'quantity',
};

/** Adds or edits one stock line: package NDC with hyphens, lot, expiry (optional) and quantity ≥ 0. */
export function StockLineModal({ siteId, line, onClose, onSaved }: Props) {
  const form = useForm<InventoryStockForm>({
    mode: 'controlled',
    initialValues: {
      id: line?.id ?? 0,
      inventorySiteId: siteId,
      ndc: line?.ndc ?? '',
      lotNumber: line?.lotNumber ?? '',
      expirationDate: line?.expirationDate ?? '',
      quantity: line?.quantity ?? 0,
    },
    validate: zod4Resolver(inventoryStockFormSchema),
  });

  return (
    <SiteChildModal
      title={line ? 'Edit Stock Line' : 'Add Stock Line'}
      label="Stock line"
      form={form}
      fieldOf={fieldOf}
      save={saveInventoryStock}
      fallback="The stock line could not be saved."
      savedMessage={m.stockSaved}
      onClose={onClose}
      onSaved={onSaved}
    >
      <TextInput
        label="NDC"
        description="Package NDC with hyphens, e.g. 0409-4888-02"
        withAsterisk
        maxLength={12}
        {...form.getInputProps('ndc')}
      />
      <TextInput
        label="Lot Number"
        withAsterisk
        maxLength={inventorySiteLimits.lotNumber}
        {...form.getInputProps('lotNumber')}
      />
      <TextInput label="Expiration Date" type="date" {...form.getInputProps('expirationDate')} />
      <NumberInput
        label="Quantity"
        withAsterisk
        min={0}
        max={inventorySiteLimits.quantity}
        allowDecimal={false}
        {...form.getInputProps('quantity')}
        onChange={(value) => form.setFieldValue('quantity', typeof value === 'number' ? value : Number.NaN)}
      />
    </SiteChildModal>
  );
}
