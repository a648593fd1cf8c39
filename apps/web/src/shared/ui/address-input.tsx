import {
  type AddressInput as AddressDraft,
  addressInputSchema,
  type VerifiedAddress,
} from '@homer/contracts/address';
import { Alert, Button, Fieldset, Group, SimpleGrid, Text, TextInput } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useId, useState } from 'react';
import { ApiError, apiGet } from '../lib/api-client.ts';
import { summaryEntry } from './public-form/collect-field-errors.ts';

type Props = {
  label: string;
  /** The verified address, or null while none is verified. */
  value: VerifiedAddress | null;
  onChange: (value: VerifiedAddress | null) => void;
  /** A form-level message, such as the spec's "No valid agency address found…". */
  error?: string | null;
  disabled?: boolean;
};

type VerifyResponse = { isSuccessful: boolean; message: string | null; value: VerifiedAddress | null };

const emptyDraft: AddressDraft = { street: '', secondary: '', city: '', state: 'FL', zip: '' };

function draftOf(address: VerifiedAddress | null): AddressDraft {
  return address
    ? {
        street: address.street,
        secondary: address.secondary,
        city: address.city,
        state: address.state,
        zip: address.zip,
      }
    : emptyDraft;
}

/**
 * Street, city and ZIP, verified by the address service (Smarty or the state's local data) into the spec's
 * "smartyAddress" with its county. Editing a field after verification clears the verified value.
 */
export function AddressInput({ label, value, onChange, error, disabled }: Props) {
  const [draft, setDraft] = useState<AddressDraft>(() => draftOf(value));
  const [problem, setProblem] = useState<string | null>(null);
  const [verifying, setVerifying] = useState(false);
  const hintId = useId();
  const streetId = useId();

  // A value set from outside (e.g. "same as agency" copying an address) is shown in the fields.
  useEffect(() => {
    if (value) setDraft(draftOf(value));
  }, [value]);

  const edit = (field: keyof AddressDraft) => (event: React.ChangeEvent<HTMLInputElement>) => {
    // Read now: React clears currentTarget before a queued updater runs.
    const text = event.currentTarget.value;
    setDraft((d) => ({ ...d, [field]: text }));
    setProblem(null);
    if (value) onChange(null);
  };

  const verify = async () => {
    const parsed = addressInputSchema.safeParse(draft);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Enter the address.');
      return;
    }
    setVerifying(true);
    try {
      const res = await apiGet<VerifyResponse>('api/PublicAddress/Verify', {
        query: parsed.data,
        skipErrorHandling: [400, 429],
      });
      setProblem(res.isSuccessful ? null : res.message);
      onChange(res.isSuccessful ? res.value : null);
    } catch (e) {
      setProblem(e instanceof ApiError ? e.message : 'The address could not be verified.');
    } finally {
      setVerifying(false);
    }
  };

  const shownError = problem ?? error ?? null;
  return (
    <Fieldset legend={label} disabled={disabled}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          id={streetId}
          label="Street"
          required
          value={draft.street}
          onChange={edit('street')}
          maxLength={100}
        />
        <TextInput label="Apt/Suite" value={draft.secondary} onChange={edit('secondary')} maxLength={50} />
        <TextInput label="City" required value={draft.city} onChange={edit('city')} maxLength={50} />
        <SimpleGrid cols={2}>
          <TextInput label="State" required value={draft.state} onChange={edit('state')} maxLength={2} />
          <TextInput label="ZIP code" required value={draft.zip} onChange={edit('zip')} maxLength={10} />
        </SimpleGrid>
      </SimpleGrid>
      <Group mt="sm" gap="sm">
        <Button
          variant="light"
          onClick={verify}
          loading={verifying}
          disabled={disabled}
          aria-describedby={hintId}
        >
          Verify address
        </Button>
        {value ? (
          <Group gap={4} id={hintId}>
            <IconCircleCheck size={18} color="var(--mantine-color-green-8)" aria-hidden />
            <Text size="sm">
              {value.formattedAddress} ({value.countyName} County)
            </Text>
          </Group>
        ) : (
          <Text size="sm" c="dimmed" id={hintId}>
            Not verified yet
          </Text>
        )}
      </Group>
      {shownError ? (
        <Alert color="red" mt="sm" role="alert" variant="light" {...summaryEntry(label, streetId)}>
          {shownError}
        </Alert>
      ) : null}
    </Fieldset>
  );
}
