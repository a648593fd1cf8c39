import { herosAgencySearchQuerySchema } from '@homer/contracts/heros-public';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';

type Props = {
  agencyName: string;
  onAgencyNameChange: (name: string) => void;
  /** Next is offered only once the captcha has a response (spec document 2 §2, step 1). */
  captchaReady: boolean;
  searching: boolean;
  /** A refusal from the agency search, shown under the field. */
  searchError: string | null;
  onNext: (agencyName: string) => void;
};

/** Step 1: what HEROS is, and the agency's name; Next or the Enter key looks the name up. */
export function AgencyEntryStep({
  agencyName,
  onAgencyNameChange,
  captchaReady,
  searching,
  searchError,
  onNext,
}: Props) {
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!captchaReady || searching) return;
    const parsed = herosAgencySearchQuerySchema.safeParse({ agency: agencyName });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    onNext(parsed.data.agency);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text>
          The HEROS programme supplies naloxone to the state's emergency-responder agencies, such as fire
          departments, EMS providers and law enforcement. Applications are taken in rounds; each round offers
          its own order options.
        </Text>
        <Text>
          Start by entering your agency's name. We check whether your agency is already in the system before
          you fill in the application.
        </Text>
        <TextInput
          label="Agency Name"
          required
          maxLength={100}
          autoComplete="organization"
          value={agencyName}
          onChange={(event) => onAgencyNameChange(event.currentTarget.value)}
          error={error ?? searchError}
        />
        <Group justify="flex-end">
          {captchaReady && (
            <Button type="submit" loading={searching}>
              Next
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
