import { Checkbox, SimpleGrid, Text, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { type ReactNode, useId } from 'react';

type Props = {
  /** The form's own attestation text, which the checkbox refers to. */
  statement: string;
  attested: GetInputPropsReturnType;
  signatureLabel: string;
  signature: GetInputPropsReturnType;
  /** "Date Signed" as shown; the page decides whether it carries the time. */
  dateSigned: string;
  dateSignedError: ReactNode;
};

/** The attestation a registration is signed with: statement, tick box, typed signature and date. */
export function SignedAttestation({
  statement,
  attested,
  signatureLabel,
  signature,
  dateSigned,
  dateSignedError,
}: Props) {
  const statementId = useId();
  return (
    <>
      <Text size="sm" id={statementId}>
        {statement}
      </Text>
      <Checkbox
        label="I attest to the statement above"
        required
        aria-describedby={statementId}
        {...attested}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={signatureLabel}
          description="Type your full name"
          required
          maxLength={100}
          {...signature}
        />
        <TextInput label="Date Signed" readOnly value={dateSigned} error={dateSignedError} />
      </SimpleGrid>
    </>
  );
}
