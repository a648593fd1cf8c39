import {
  repackJobMessages as m,
  type RepackContainerClass,
  type RepackJob,
  type RepackProductOption,
  repackContainerClasses,
  repackJobSaveSchema,
  repackLimits,
} from '@homer/contracts/repack-jobs';
import { formatUnitsAndPacks } from '@homer/contracts/stock-quantity';
import {
  Anchor,
  Button,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { Link } from 'react-router';
import { summaryEntry } from '../../../shared/ui/public-form/collect-field-errors.ts';
import { ErrorSummary } from '../../../shared/ui/public-form/error-summary.tsx';
import { useServerSubmit } from '../../../shared/ui/public-form/use-server-submit.ts';
import { SaveCancelActions } from '../../../shared/ui/save-cancel-actions.tsx';
import { repackJobOptionsQuery, repackSourceLotsQuery, saveRepackJob } from '../api/repack-jobs-api.ts';
import { fefoFill, type SourceQuantity } from '../lib/fefo-fill.ts';
import { budPreview, unitsNeeded } from '../lib/repack-figures.ts';
import { BudPreviewLine } from './bud-preview-line.tsx';
import { containerClassLabel } from './job-summary.tsx';
import { SourceLotsTable, sourceInputId } from './source-lots-table.tsx';
import { useJobAnswer } from './use-job-answer.ts';

type Values = {
  id: number;
  inventorySiteId: number;
  outputProductId: number;
  plannedCards: number | '';
  containerClass: RepackContainerClass | '';
  note: string;
  ciOrderId: number;
  sources: SourceQuantity[];
};

/** What a new job starts from when opened from a county order: the order, its site, product and cards. */
export type JobPreset = {
  ciOrderId: number;
  inventorySiteId: number;
  outputProductId: number;
  plannedCards: number;
};

type Props = {
  job: RepackJob | null;
  preset?: JobPreset | null;
  onSaved: (job: RepackJob) => void;
  onCancel: () => void;
};

/** Stock dates are days in UTC, as the server fixes the beyond-use date (decision 098). */
const today = () => new Date().toISOString().slice(0, 10);
const fillButtonId = 'repack-fefo-fill';
const schemaErrors = zod4Resolver(repackJobSaveSchema);
const unitsOf = (count: number, dispensingUnit: string) =>
  formatUnitsAndPacks(count, { dispensingUnit, packSize: 1 });
const total = (sources: readonly SourceQuantity[]) => sources.reduce((sum, s) => sum + s.quantity, 0);

const fieldOf: Partial<Record<string, keyof Values>> = {
  [m.siteRequired]: 'inventorySiteId',
  [m.siteNotFound]: 'inventorySiteId',
  [m.productRequired]: 'outputProductId',
  [m.productNotRepacked]: 'outputProductId',
  [m.cardsRange]: 'plannedCards',
  [m.containerRequired]: 'containerClass',
  [m.sourcesRequired]: 'sources',
  [m.tooManySources]: 'sources',
  [m.sourceTwice]: 'sources',
  [m.sourceQuantityRange]: 'sources',
  [m.orderNotForJob]: 'outputProductId',
};

function initialValues(job: RepackJob | null, preset: JobPreset | null): Values {
  return {
    id: job?.id ?? 0,
    inventorySiteId: job?.inventorySiteId ?? preset?.inventorySiteId ?? 0,
    outputProductId: job?.outputProductId ?? preset?.outputProductId ?? 0,
    plannedCards: job?.plannedCards ?? (preset?.plannedCards || ''),
    containerClass: job?.containerClass ?? '',
    note: job?.note ?? '',
    ciOrderId: job?.ciOrderId ?? preset?.ciOrderId ?? 0,
    sources: (job?.sources ?? []).map(({ lotId, quantity }) => ({ lotId, quantity })),
  };
}

const productLabel = (p: RepackProductOption) =>
  `${p.text}, cards of ${unitsOf(p.countPerCard, p.dispensingUnit)}`;
const sourceLine = (p: RepackProductOption) => `from ${p.sourceProductName} (${p.sourceNdc})`;

/** A new job or a draft: where, what and how many, the container, and the source lots with their units. */
export function JobForm({ job, preset = null, onSaved, onCancel }: Props) {
  const options = useQuery(repackJobOptionsQuery);
  const products = options.data?.products ?? [];
  const productOf = (values: Values) => products.find((p) => p.value === values.outputProductId) ?? null;
  const neededFor = (values: Values) => {
    const chosenProduct = productOf(values);
    return chosenProduct ? unitsNeeded(Number(values.plannedCards) || 0, chosenProduct.countPerCard) : 0;
  };
  const answer = useJobAnswer();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: initialValues(job, preset),
    validate: (values) => {
      const errors = schemaErrors(values);
      const needed = neededFor(values);
      const chosen = total(values.sources);
      if (!errors.sources && values.sources.length > 0 && chosen < needed)
        errors.sources = m.sourcesTooFew(needed, chosen);
      return errors;
    },
  });
  const server = useServerSubmit({
    fallback: 'The repack job could not be saved.',
    form,
    fieldOf: (message) => fieldOf[message] ?? null,
  });
  const { values } = form;
  const product = productOf(values);
  const lotsQuery = useQuery(repackSourceLotsQuery(values.inventorySiteId, values.outputProductId));
  const free = lotsQuery.data ?? [];
  // A draft's lot that can no longer be taken still shows, with nothing free, so that it is seen and changed.
  const draftOnly = (job?.sources ?? [])
    .filter((s) => values.sources.some((c) => c.lotId === s.lotId) && !free.some((l) => l.lotId === s.lotId))
    .map((s) => ({ lotId: s.lotId, lotNumber: s.lotNumber, expiryDate: s.expiryDate, available: 0 }));
  const lots = [...free, ...draftOnly];
  const dispensingUnit = product?.dispensingUnit ?? job?.dispensingUnit ?? 'unit';
  const needed = neededFor(values);
  const chosen = total(values.sources);
  const policy = product
    ? { months: product.budMonths, quarterOfRemaining: product.budQuarterOfRemaining }
    : (job?.budPolicy ?? null);
  const chosenLots = values.sources.flatMap((s) => lots.filter((l) => l.lotId === s.lotId));
  const sourcesError = typeof form.errors.sources === 'string' ? form.errors.sources : null;

  const changeScope = (field: 'inventorySiteId' | 'outputProductId', value: string | null) => {
    form.setFieldValue(field, Number(value ?? 0));
    form.setFieldValue('sources', []);
  };
  const setQuantity = (lotId: number, quantity: number | '') => {
    const rest = values.sources.filter((s) => s.lotId !== lotId);
    const next = quantity === '' || quantity === 0 ? rest : [...rest, { lotId, quantity }];
    // Kept in the lots' order (first expiry first), as the job will list them.
    const order = (id: number) => lots.findIndex((l) => l.lotId === id);
    form.setFieldValue(
      'sources',
      next.sort((a, b) => order(a.lotId) - order(b.lotId)),
    );
  };
  const rowError = (lotId: number) => {
    const index = values.sources.findIndex((s) => s.lotId === lotId);
    const error = index < 0 ? undefined : form.errors[`sources.${index}.quantity`];
    return typeof error === 'string' ? error : undefined;
  };

  const submit = form.onSubmit(
    (submitted) =>
      server.run(async () => {
        const result = await saveRepackJob(repackJobSaveSchema.parse(submitted));
        const refusal = answer(result);
        if (refusal !== null) return server.refuse(refusal);
        if (result.model) onSaved(result.model);
      }),
    server.summary.refuse,
  );

  return (
    <form ref={server.summary.formRef} onSubmit={submit} noValidate aria-label="Repack job">
      <Stack gap="md">
        <ErrorSummary {...server.summaryProps} />
        {values.ciOrderId !== 0 && (
          <Text size="sm">
            These cards are for a county order.{' '}
            <Anchor component={Link} to={`/ci-repack/orders/edit/${values.ciOrderId}`}>
              {job?.ciOrderNumber ? `Open CI order ${job.ciOrderNumber}` : 'Open the CI order'}
            </Anchor>
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select
            label="Inventory site"
            withAsterisk
            searchable
            data={(options.data?.sites ?? []).map((s) => ({ value: String(s.value), label: s.text }))}
            value={values.inventorySiteId ? String(values.inventorySiteId) : null}
            error={form.errors.inventorySiteId}
            onChange={(value) => changeScope('inventorySiteId', value)}
          />
          <Select
            label="Product to repack into"
            withAsterisk
            searchable
            data={products.map((p) => ({ value: String(p.value), label: productLabel(p) }))}
            renderOption={({ option }) => {
              const p = products.find((o) => String(o.value) === option.value);
              return (
                <div>
                  <Text size="sm">{option.label}</Text>
                  {p && (
                    <Text size="xs" c="dimmed">
                      {sourceLine(p)}
                    </Text>
                  )}
                </div>
              );
            }}
            description={product ? `Repacked ${sourceLine(product)}` : undefined}
            value={values.outputProductId ? String(values.outputProductId) : null}
            error={form.errors.outputProductId}
            onChange={(value) => changeScope('outputProductId', value)}
          />
          <NumberInput
            label="Planned cards"
            withAsterisk
            min={1}
            max={repackLimits.cards}
            // Kept as typed: the contract's message says what is allowed, rather than the number changing on its own.
            clampBehavior="none"
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('plannedCards')}
          />
          <Select
            label="Container class"
            description="USP 〈671〉 Class A or B"
            withAsterisk
            allowDeselect={false}
            data={repackContainerClasses.map((c) => ({ value: c, label: containerClassLabel(c) }))}
            value={values.containerClass || null}
            error={form.errors.containerClass}
            onChange={(value) =>
              form.setFieldValue('containerClass', (value ?? '') as Values['containerClass'])
            }
          />
        </SimpleGrid>
        <Textarea
          label="Note"
          autosize
          minRows={1}
          maxLength={repackLimits.note}
          {...form.getInputProps('note')}
        />
        <section aria-labelledby="repack-sources-title">
          <Group justify="space-between" align="flex-end" mb="xs">
            <Title order={2} size="h4" id="repack-sources-title">
              Source lots
            </Title>
            <Button
              id={fillButtonId}
              variant="default"
              disabled={lots.length === 0 || needed === 0}
              onClick={() => form.setFieldValue('sources', fefoFill(free, needed))}
            >
              Fill first expiry first
            </Button>
          </Group>
          {values.inventorySiteId && values.outputProductId ? (
            <SourceLotsTable
              lots={lots}
              chosen={values.sources}
              dispensingUnit={dispensingUnit}
              errorOf={rowError}
              onChange={setQuantity}
            />
          ) : (
            <Text size="sm" c="dimmed">
              Choose the site and the product to see the lots the job may take.
            </Text>
          )}
          <Text size="sm" mt="xs" aria-live="polite">
            Needed {unitsOf(needed, dispensingUnit)}, chosen {unitsOf(chosen, dispensingUnit)}.
          </Text>
          {sourcesError && (
            <Text
              size="sm"
              c="red.9"
              {...summaryEntry(
                'Source lots',
                values.sources[0] ? sourceInputId(values.sources[0].lotId) : fillButtonId,
              )}
            >
              {sourcesError}
            </Text>
          )}
          {policy && <BudPreviewLine preview={budPreview(today(), chosenLots, policy)} />}
        </section>
        <SaveCancelActions onCancel={onCancel} saving={server.saving} />
      </Stack>
    </form>
  );
}
