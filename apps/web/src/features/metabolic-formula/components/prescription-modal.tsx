import {
  type MfPrescription,
  mfMessages as m,
  mfLimits,
  mfPrescriptionSaveSchema,
} from '@homer/contracts/metabolic-formula';
import { NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { localIsoDay } from '../../../shared/lib/local-date-time.ts';
import { CommandModal } from '../../../shared/ui/command-modal.tsx';
import { describedBelow } from '../../../shared/ui/described-below.ts';
import { mfOptionsQuery, saveMfPrescription } from '../api/mf-patients.ts';
import {
  type PrescriptionValues,
  prescriptionFieldOf,
  prescriptionValues,
} from '../lib/prescription-values.ts';
import { useMfAnswer } from './use-mf-answer.ts';

type Props = { patientId: number; prescription: MfPrescription | null; onClose: () => void };

const validate = zod4Resolver(mfPrescriptionSaveSchema, { errorPriority: 'first' });

/** A formula or low-protein food of the formulary, how many units a month, who prescribed it and for when. */
export function PrescriptionModal({ patientId, prescription, onClose }: Props) {
  const answer = useMfAnswer();
  const options = useQuery(mfOptionsQuery);
  const products = options.data?.products ?? [];
  const form = useForm<PrescriptionValues>({
    mode: 'controlled',
    initialValues: prescriptionValues(patientId, prescription, localIsoDay(new Date())),
    validate,
  });
  const { values } = form;
  const product = products.find((p) => p.value === values.productId);
  const unit = product?.dispensingUnit ?? prescription?.dispensingUnit;
  return (
    <CommandModal
      title={prescription ? 'Edit Prescription' : 'Add Prescription'}
      form={form}
      submitLabel="Save"
      closeLabel="Cancel"
      fieldOf={(message) => prescriptionFieldOf[message] ?? null}
      send={async (sent) => {
        const result = await answer(
          await saveMfPrescription(mfPrescriptionSaveSchema.parse(sent)),
          m.prescriptionSaved,
        );
        return 'refusal' in result ? result.refusal : null;
      }}
      onClose={onClose}
    >
      <Select
        label="Product"
        withAsterisk
        searchable
        nothingFoundMessage="No formula product matches"
        data={products.map((p) => ({ value: String(p.value), label: `${p.text} (${p.ndc})` }))}
        description={product ? `${product.kind}, dispensed by the ${product.dispensingUnit}` : undefined}
        {...describedBelow}
        value={values.productId ? String(values.productId) : null}
        error={form.errors.productId}
        onChange={(value) => form.setFieldValue('productId', Number(value ?? 0))}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <NumberInput
          label="Quantity a Month"
          description={unit ? `Units (${unit})` : 'Units'}
          {...describedBelow}
          withAsterisk
          min={1}
          max={mfLimits.unitsPerMonth}
          // Kept as typed: the contract's message says what is allowed.
          clampBehavior="none"
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator=","
          {...form.getInputProps('unitsPerMonth')}
        />
        <TextInput
          label="Prescriber or Dietitian"
          withAsterisk
          maxLength={mfLimits.prescriber}
          {...form.getInputProps('prescriber')}
        />
        <TextInput type="date" label="Valid From" withAsterisk {...form.getInputProps('validFrom')} />
        <TextInput
          type="date"
          label="Valid To"
          description={`At most ${mfLimits.prescriptionDays} days`}
          {...describedBelow}
          withAsterisk
          min={values.validFrom || undefined}
          {...form.getInputProps('validTo')}
        />
      </SimpleGrid>
    </CommandModal>
  );
}
