import {
  type CiOrderDetail,
  type CiOrderOptions,
  ciOrderDraftFormSchema,
  ciOrderLimits,
  ciOrderMessages as m,
} from '@homer/contracts/ci-orders';
import { SimpleGrid, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { ErrorSummary } from '../../../shared/ui/public-form/error-summary.tsx';
import { useServerSubmit } from '../../../shared/ui/public-form/use-server-submit.ts';
import { RequiredSelect } from '../../../shared/ui/required-select.tsx';
import { SaveCancelActions } from '../../../shared/ui/save-cancel-actions.tsx';
import { saveCiOrderDraft } from '../api/ci-orders.ts';
import { type DraftValues, draftValues, sitesFor } from '../lib/draft-values.ts';
import { DraftItems } from './draft-items.tsx';
import { useOrderAnswer } from './use-order-answer.ts';

type Props = {
  order: CiOrderDetail | null;
  options: CiOrderOptions;
  onSaved: (order: CiOrderDetail) => void;
  onCancel: () => void;
};

const schemaErrors = zod4Resolver(ciOrderDraftFormSchema);
const fieldOf: Partial<Record<string, keyof DraftValues>> = {
  [m.facilityRequired]: 'facilityId',
  [m.facilityNotYours]: 'facilityId',
  [m.siteRequired]: 'supplyingSiteId',
  [m.siteNotFound]: 'supplyingSiteId',
  [m.siteOwnFacility]: 'supplyingSiteId',
  [m.noteTooLong]: 'note',
  [m.itemsRequired]: 'items',
  [m.tooManyItems]: 'items',
  [m.itemTwice]: 'items',
  [m.productNotUnitDose]: 'items',
};
const toData = (list: readonly { value: number; text: string }[]) =>
  list.map((o) => ({ value: String(o.value), label: o.text }));

/**
 * A new order or a draft: the county facility that orders, the pharmacy that supplies it, a note, and the
 * unit-dose products with the cards ordered.
 */
export function DraftForm({ order, options, onSaved, onCancel }: Props) {
  const answer = useOrderAnswer();
  const form = useForm<DraftValues>({
    mode: 'controlled',
    initialValues: draftValues(order, options),
    validate: schemaErrors,
  });
  const server = useServerSubmit({
    fallback: 'The CI order could not be saved.',
    form,
    fieldOf: (message) => fieldOf[message] ?? null,
  });
  const { values } = form;
  const sites = sitesFor(options, values.facilityId);
  const chooseFacility = (value: string | null) => {
    const facilityId = Number(value ?? 0);
    form.setFieldValue('facilityId', facilityId);
    // A facility does not order from its own pharmacy.
    if (!sitesFor(options, facilityId).some((s) => s.value === values.supplyingSiteId))
      form.setFieldValue('supplyingSiteId', 0);
  };

  const submit = form.onSubmit(
    (submitted) =>
      server.run(async () => {
        const result = await saveCiOrderDraft({
          ...ciOrderDraftFormSchema.parse(submitted),
          id: order?.id ?? 0,
        });
        const refusal = answer(result);
        if (refusal !== null) return server.refuse(refusal);
        if (result.value) onSaved(result.value);
      }),
    server.summary.refuse,
  );

  return (
    <form ref={server.summary.formRef} onSubmit={submit} noValidate aria-label="CI order">
      <Stack gap="md" maw={960}>
        <ErrorSummary {...server.summaryProps} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <RequiredSelect
            label="Facility"
            description="The county facility that orders"
            withAsterisk
            searchable
            data={toData(options.facilities)}
            value={values.facilityId ? String(values.facilityId) : null}
            error={form.errors.facilityId}
            onChange={chooseFacility}
          />
          <RequiredSelect
            label="Supplying pharmacy"
            description="The pharmacy site that fills the order"
            withAsterisk
            searchable
            data={toData(sites)}
            value={values.supplyingSiteId ? String(values.supplyingSiteId) : null}
            error={form.errors.supplyingSiteId}
            onChange={(value) => form.setFieldValue('supplyingSiteId', Number(value ?? 0))}
          />
        </SimpleGrid>
        <Textarea
          label="Note"
          autosize
          minRows={2}
          maxLength={ciOrderLimits.note}
          {...form.getInputProps('note')}
        />
        <DraftItems form={form} products={options.products} />
        <SaveCancelActions onCancel={onCancel} saving={server.saving} />
      </Stack>
    </form>
  );
}
