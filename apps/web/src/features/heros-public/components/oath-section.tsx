import { Button, List, Text } from '@mantine/core';
import { useId } from 'react';
import { summaryEntry } from '../../../shared/ui/public-form/collect-field-errors.ts';
import { FormSection } from './form-section.tsx';

type Props = {
  acceptedAt: string | null;
  error: string | null;
  onAccept: () => void;
};

/** The oath: accepting it hides the button and shows when, "by public submitter" (spec document 2 §4). */
export function OathSection({ acceptedAt, error, onAccept }: Props) {
  const acceptId = useId();
  return (
    <FormSection title="Oath">
      <Text size="sm">By accepting this oath I affirm, on behalf of the agency named above, that:</Text>
      <List size="sm" spacing={4}>
        <List.Item>
          I am authorised to apply on the agency's behalf, and the information given is true and complete.
        </List.Item>
        <List.Item>
          Naloxone received through HEROS will be used only by the agency's trained personnel in the course of
          their duties, and will not be sold or transferred.
        </List.Item>
        <List.Item>
          The agency will store the naloxone as its labelling requires and report its use to the programme
          when asked.
        </List.Item>
      </List>
      {acceptedAt ? (
        <Text size="sm" role="status">
          Oath accepted on {new Date(acceptedAt).toLocaleString()}{' '}
          <Text span size="sm" fs="italic">
            by public submitter
          </Text>
        </Text>
      ) : (
        <div>
          <Button id={acceptId} variant="light" onClick={onAccept}>
            Accept Oath
          </Button>
        </div>
      )}
      {error && (
        <Text size="sm" c="red.8" role="alert" {...summaryEntry('Oath', acceptId)}>
          {error}
        </Text>
      )}
    </FormSection>
  );
}
