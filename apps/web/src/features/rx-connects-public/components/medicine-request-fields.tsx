import { rxApplicationLimits } from '@homer/contracts/rx-patient-application';
import { Checkbox, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { FailureAlert } from '../../../shared/ui/failure-alert.tsx';
import { usePatientRepositories } from '../api/get-patient-repositories.ts';
import { controlledField } from '../lib/controlled-field.ts';
import { type PatientApplicationValues, repositoryChoices } from '../lib/patient-application.ts';
import { CoverageRadios } from './coverage-radios.tsx';
import { IdSelect } from './id-select.tsx';

/** What makes the applicant eligible, the medicine they need and the repository they would collect it from. */
export function MedicineRequestFields({ form }: { form: UseFormReturnType<PatientApplicationValues> }) {
  const repositories = usePatientRepositories();
  return (
    <>
      <Checkbox
        label="I am a Florida resident"
        required
        {...form.getInputProps('isFloridaResident', { type: 'checkbox' })}
      />
      <CoverageRadios input={form.getInputProps('coverage')} />
      <Textarea
        label="Medicines Needed"
        description="Each medicine's name and strength, and how often you take it"
        required
        autosize
        minRows={3}
        maxLength={rxApplicationLimits.medicines}
        {...form.getInputProps('medicinesNeeded')}
      />
      <IdSelect
        label="Preferred Repository"
        description="The pharmacy that reviews your application and dispenses your medicine"
        required
        options={repositoryChoices(repositories.data)}
        nothingFoundMessage="No repository matches"
        {...controlledField(form, 'repositoryId')}
      />
      <FailureAlert message={repositories.isError ? 'The repositories could not be loaded.' : null} />
    </>
  );
}
