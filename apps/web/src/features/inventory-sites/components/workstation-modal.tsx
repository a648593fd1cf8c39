import {
  type InventorySite,
  inventorySiteLimits,
  inventorySiteMessages as m,
  type ShippingWorkstation,
  type ShippingWorkstationForm,
  shippingWorkstationFormSchema,
} from '@homer/contracts/inventory-sites';
import { Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { saveShippingWorkstation } from '../api/inventory-sites-api.ts';
import { SiteChildModal } from './site-child-modal.tsx';

type Props = {
  siteId: number;
  workstation: ShippingWorkstation | null;
  onClose: () => void;
  onSaved: (site: InventorySite) => void;
};

const fieldOf: Partial<Record<string, keyof ShippingWorkstationForm>> = { [m.duplicateWorkstation]: 'name' };

/** Adds or renames a shipping workstation, or changes whether it is offered (Active). */
export function WorkstationModal({ siteId, workstation, onClose, onSaved }: Props) {
  const form = useForm<ShippingWorkstationForm>({
    mode: 'controlled',
    initialValues: {
      id: workstation?.id ?? 0,
      inventorySiteId: siteId,
      name: workstation?.name ?? '',
      isActive: workstation?.isActive ?? true,
    },
    validate: zod4Resolver(shippingWorkstationFormSchema),
  });

  return (
    <SiteChildModal
      title={workstation ? 'Edit Workstation' : 'Add Workstation'}
      label="Workstation"
      form={form}
      fieldOf={fieldOf}
      save={saveShippingWorkstation}
      fallback="The workstation could not be saved."
      savedMessage={m.workstationSaved}
      onClose={onClose}
      onSaved={onSaved}
    >
      <TextInput
        label="Workstation Name"
        withAsterisk
        maxLength={inventorySiteLimits.workstationName}
        {...form.getInputProps('name')}
      />
      <Switch label="Active" {...form.getInputProps('isActive', { type: 'checkbox' })} />
    </SiteChildModal>
  );
}
