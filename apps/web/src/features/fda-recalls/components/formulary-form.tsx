import {
  fdaRecallLimits,
  fdaRecallMessages as m,
  type NdcProduct,
  type NdcProductSave,
  ndcProductSaveSchema,
} from '@homer/contracts/fda-recalls';
import { Checkbox, Fieldset, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { ErrorSummary } from '../../../shared/ui/public-form/error-summary.tsx';
import { useServerSubmit } from '../../../shared/ui/public-form/use-server-submit.ts';
import { SaveCancelActions } from '../../../shared/ui/save-cancel-actions.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { saveNdcProduct } from '../api/fda-recalls-api.ts';
import { type RepackSource, RepackSourcePicker } from './repack-source-picker.tsx';

type Props = { product: NdcProduct | null; onSaved: (product: NdcProduct) => void; onCancel: () => void };

/** The fixed start of a message naming a unit. */
const startOf = (message: (unit: string) => string) => message('\u0000').split('\u0000')[0] ?? '';
const sourceRefusals: readonly string[] = [m.repackSourceInactive, m.repackFromItself, m.repackChain];

/** Server refusals told at a field rather than above the form. */
function fieldOf(message: string): string | null {
  if (message === m.ndcTaken || message === m.ndcFormat) return 'ndc';
  if (message === m.budMonthsInvalid) return 'budMonths';
  if (message.startsWith(startOf(m.repackDependentsUnit))) return 'dispensingUnit';
  if (sourceRefusals.includes(message) || message.startsWith(startOf(m.repackUnitDiffers)))
    return 'repackSourceProductId';
  return null;
}

/**
 * The formulary row's fields and its repackaging policy (decision 106); a refused NDC (format or duplicate) or
 * repackaging source is told at its field.
 */
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
      repackSourceProductId: product?.repackSourceProductId ?? null,
      budMonths: product?.budMonths ?? fdaRecallLimits.budMonths,
      budQuarterOfRemaining: product?.budQuarterOfRemaining ?? false,
    },
    validate: zod4Resolver(ndcProductSaveSchema),
  });
  const [source, setSource] = useState<RepackSource | null>(
    product?.repackSourceProductId && product.repackSourceName
      ? { id: product.repackSourceProductId, name: product.repackSourceName }
      : null,
  );
  const server = useServerSubmit({ fallback: 'The NDC product could not be saved.', form, fieldOf });

  const submit = form.onSubmit(
    (values) =>
      server.run(async () => {
        const result = await saveNdcProduct(ndcProductSaveSchema.parse(values));
        toast.success(result.message ?? m.saved);
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
        <Fieldset legend="Repackaging">
          <Stack gap="sm">
            <RepackSourcePicker
              productId={product?.id ?? 0}
              value={source}
              onChange={(chosen) => {
                setSource(chosen);
                form.setFieldValue('repackSourceProductId', chosen?.id ?? null);
                // Not repackaged: the policy goes back to its defaults, as the server stores it.
                if (!chosen) {
                  form.setFieldValue('budMonths', fdaRecallLimits.budMonths);
                  form.setFieldValue('budQuarterOfRemaining', false);
                }
              }}
              error={form.errors.repackSourceProductId}
            />
            {source && (
              <>
                <NumberInput
                  label="Beyond-use months"
                  description="Months from repackaging (USP 〈1178〉: at most 12)"
                  required
                  min={1}
                  max={fdaRecallLimits.budMonths}
                  allowDecimal={false}
                  allowNegative={false}
                  maw={240}
                  {...form.getInputProps('budMonths')}
                />
                <Checkbox
                  label="Also limit to 25 % of the source's remaining dating (FDA unit-dose guidance)"
                  {...form.getInputProps('budQuarterOfRemaining', { type: 'checkbox' })}
                />
                <Text size="sm" c="dimmed">
                  Units per card: the pack size above.
                </Text>
              </>
            )}
          </Stack>
        </Fieldset>
        <Checkbox label="Active" {...form.getInputProps('isActive', { type: 'checkbox' })} />
        <SaveCancelActions onCancel={onCancel} saving={server.saving} />
      </Stack>
    </form>
  );
}
