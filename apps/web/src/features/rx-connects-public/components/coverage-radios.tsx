import { rxCoverages } from '@homer/contracts/rx-patient-application';
import { Group, Radio } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useId } from 'react';
import { summaryEntry } from '../../../shared/ui/public-form/collect-field-errors.ts';

/**
 * How the applicant is covered for medicine (s. 465.1902(2)(e)), one of the contract's choices. Mantine does not
 * mark the group invalid, so its message names itself to the error summary, whose link focuses the first choice.
 */
export function CoverageRadios({ input }: { input: GetInputPropsReturnType }) {
  const firstId = useId();
  return (
    <Radio.Group
      label="Coverage"
      description="How you are covered for medicine today"
      withAsterisk
      {...input}
      errorProps={summaryEntry('Coverage', firstId)}
    >
      <Group gap="lg" mt="xs">
        {rxCoverages.map((coverage, i) => (
          <Radio
            key={coverage}
            id={i === 0 ? firstId : undefined}
            value={coverage}
            label={coverage}
            required
          />
        ))}
      </Group>
    </Radio.Group>
  );
}
