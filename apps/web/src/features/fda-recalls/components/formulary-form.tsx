import {
  fdaRecallLimits,
  fdaRecallMessages,
  type NdcProduct,
  type NdcProductSave,
  ndcProductSaveSchema,
} from '@homer/contracts/fda-recalls';
import { Checkbox, Group, NumberInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { ErrorSummary } from '../../../shared/ui/public-form/error-summary.tsx';
import { useServerSubmit } from '../../../shared/ui/public-form/use-server-submit.ts';
import { SaveCancelActions } from '../../../shared/ui/save-cancel-actions.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { saveNdcProduct } from '../api/fda-recalls-api.ts';

type Props = { product: NdcProduct | null; onSaved: (product: NdcProduct) => void; onCancel: () => void };

/** The formulary row's fields; a refused NDC (format or duplicate) is told at the field. */
export function FormularyForm({ product, onSaved, onCancel }: Props) {
  const form = useForm<NdcProductSave>({
    mode: 'controlled',
    initialValues: {
      id: product?.id ?? 0,
      ndc: product?.ndc ?? '',
      productName: product?.productName ?? '',
      packageDescription: product?.packageDescription ?? '',
      dispensingUnit: product?.dispensingUnit ?? 'each',
      packSize: product?.packSize ?? 1,
      isActive: product?.isActive ?? true,
    },
    validate: zod4Resolver(ndcProductSaveSchema),
  });
  const server = useServerSubmit({
    fallback: 'The NDC product could not be saved.',
    form,
    fieldOf: (message) =>
      message === fdaRecallMessages.ndcTaken || message === fdaRecallMessages.ndcFormat ? 'ndc' : null,
  });

  const submit = form.onSubmit(
    (values) =>
      server.run(async () => {
        const result = await saveNdcProduct(ndcProductSaveSchema.parse(values));
        toast.success(result.message ?? fdaRecallMessages.saved);
        if (result.value) onSaved(result.value);
      }),
    server.summary.refuse,
  );

  return (
    <form ref={server.summary.formRef} onSubmit={submit} noValidate>
      <Stack>
        <ErrorSummary {...server.summaryProps} />
        <TextInput
          label="NDC"
          description="10-digit package NDC with hyphens: 4-4-2, 5-3-2 or 5-4-1 (e.g. 0409-4888-02)"
          required
          maxLength={12}
          {...form.getInputProps('ndc')}
        />
        <TextInput
          label="Product Name"
          required
          maxLength={fdaRecallLimits.productName}
          {...form.getInputProps('productName')}
        />
        <TextInput
          label="Package"
          maxLength={fdaRecallLimits.packageDescription}
          {...form.getInputProps('packageDescription')}
        />
        <Group grow align="flex-start">
          <TextInput
            label="Dispensing Unit"
            description="What stock is counted in: tablet, capsule, mL, vial, device, card…"
            required
            maxLength={fdaRecallLimits.dispensingUnit}
            {...form.getInputProps('dispensingUnit')}
          />
          <NumberInput
            label="Pack Size"
            description="Units in one package of this NDC"
            required
            min={1}
            max={fdaRecallLimits.packSize}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('packSize')}
          />
        </Group>
        <Checkbox label="Active" {...form.getInputProps('isActive', { type: 'checkbox' })} />
        <SaveCancelActions onCancel={onCancel} saving={server.saving} />
      </Stack>
    </form>
  );
}
