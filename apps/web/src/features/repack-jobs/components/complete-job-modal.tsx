import {
  repackJobMessages as m,
  type RepackJob,
  repackJobCompleteSchema,
} from '@homer/contracts/repack-jobs';
import { NumberInput, SimpleGrid, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { CommandModal } from '../../../shared/ui/command-modal.tsx';
import { DetailField, DetailsGrid } from '../../../shared/ui/details-grid.tsx';
import { UnitsAndPacks } from '../../../shared/ui/stock/units-and-packs.tsx';
import { completeRepackJob } from '../api/repack-jobs-api.ts';
import { completionPreview } from '../lib/repack-figures.ts';
import { useJobAnswer } from './use-job-answer.ts';

type Figure = number | '';
type Values = { jobId: number; actualCards: Figure; wasteUnits: Figure; sampleUnits: Figure };
type Props = { job: RepackJob; onClose: () => void };

const validate = zod4Resolver(repackJobCompleteSchema);
const setAsideOf = (job: RepackJob) => job.sources.reduce((sum, source) => sum + source.quantity, 0);

/**
 * The job's outcome: cards made, waste and samples. Completing posts the ledger document (out of the source
 * lots, into the new lot, which waits in quarantine); what was set aside and not used goes back to the lots.
 */
export function CompleteJobModal({ job, onClose }: Props) {
  const answer = useJobAnswer();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { jobId: job.id, actualCards: '', wasteUnits: 0, sampleUnits: 0 },
    validate,
  });
  const setAside = setAsideOf(job);
  const { values } = form;
  const preview = completionPreview(setAside, job.countPerCard, {
    actualCards: Number(values.actualCards),
    wasteUnits: Number(values.wasteUnits),
    sampleUnits: Number(values.sampleUnits),
  });
  const unit = { dispensingUnit: job.dispensingUnit, packSize: 1 };
  const figure = (name: keyof Omit<Values, 'jobId'>, label: string, description: string) => (
    <NumberInput
      label={label}
      description={description}
      withAsterisk
      min={0}
      allowDecimal={false}
      allowNegative={false}
      {...form.getInputProps(name)}
    />
  );
  return (
    <CommandModal
      title={`Complete repack job #${job.id}`}
      form={form}
      submitLabel="Complete job"
      send={async (v) => answer(await completeRepackJob(repackJobCompleteSchema.parse(v)))}
      onClose={onClose}
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        {figure('actualCards', 'Cards made', `Planned: ${job.plannedCards.toLocaleString('en-US')}`)}
        {figure('wasteUnits', 'Waste (units)', 'Spilled, broken or rejected')}
        {figure('sampleUnits', 'Samples (units)', 'Kept for quality checks')}
      </SimpleGrid>
      <section aria-label="What completing does" aria-live="polite">
        <DetailsGrid>
          <DetailField label="Set aside">
            <UnitsAndPacks units={setAside} unit={unit} />
          </DetailField>
          <DetailField label="Used">
            <UnitsAndPacks units={preview.used} unit={unit} />
          </DetailField>
          <DetailField label="Back to the source lots">
            <UnitsAndPacks units={Math.max(0, preview.returned)} unit={unit} />
          </DetailField>
          <DetailField label="Yield">
            {preview.yieldPercent === null ? '—' : `${preview.yieldPercent} %`}
          </DetailField>
        </DetailsGrid>
        {preview.returned < 0 && (
          <Text size="sm" c="red.9" mt="xs">
            {m.usedMoreThanTaken(preview.used, setAside)}
          </Text>
        )}
      </section>
    </CommandModal>
  );
}
