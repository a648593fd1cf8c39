import type { HerosApplicationDetail } from '@homer/contracts/heros';
import { Button, type ComboboxItem, Group, Modal, Radio, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ErrorSummary } from '../../../shared/ui/public-form/error-summary.tsx';
import { useErrorSummary } from '../../../shared/ui/public-form/use-error-summary.ts';
import { approveApplication } from '../api/heros-commands.ts';
import { agencyChoicesQuery } from '../api/heros-queries.ts';
import { applyRefusal } from '../lib/apply-refusal.ts';

type Props = {
  application: HerosApplicationDetail;
  opened: boolean;
  onClose: () => void;
  onDone: (message: string | null) => Promise<unknown>;
};

const own = 'own';
const other = 'other';
export const chooseAgencyMessage = 'Choose the agency to link the application to.';

/**
 * Approve, for the application's own agency or (a duplicate the public form created) an existing one the
 * reviewer picks: a similar name the server suggests, or any agency found by name.
 */
export function ApproveModal({ application, opened, onClose, onDone }: Props) {
  const summary = useErrorSummary();
  const [target, setTarget] = useState(own);
  const [otherId, setOtherId] = useState<string | null>(null);
  const [otherError, setOtherError] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const choices = useQuery({
    ...agencyChoicesQuery(debounced, application.agency.id),
    enabled: opened && target === other,
  });
  // The chosen agency stays a choice while the box shows its name, which the server's search may not find.
  const [picked, setPicked] = useState<ComboboxItem | null>(null);
  const found = (choices.data ?? []).map((c) => ({
    value: String(c.value),
    label: c.additionalData ? `${c.text} (${c.additionalData})` : c.text,
  }));
  const choiceData = picked && !found.some((c) => c.value === picked.value) ? [picked, ...found] : found;
  const { agency } = application;
  const email = agency.primary.email;

  const close = () => {
    setTarget(own);
    setOtherId(null);
    setPicked(null);
    setSearch('');
    setOtherError(null);
    setFailure(null);
    onClose();
  };

  const linkAgencyId = () => {
    if (target === own) return null;
    if (target === other) return otherId ? Number(otherId) : undefined;
    return Number(target);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const link = linkAgencyId();
    if (link === undefined) {
      setOtherError(chooseAgencyMessage);
      summary.refuse();
      return;
    }
    setSending(true);
    try {
      const result = await approveApplication({ applicationId: application.id, linkAgencyId: link });
      close();
      await onDone(result.message);
    } catch (error) {
      const message = applyRefusal(error, { setFieldError: () => undefined });
      if (message !== null) {
        setFailure(message);
        summary.refuse();
      }
    } finally {
      setSending(false);
    }
  };

  const accountText = application.primaryContactHasAccount
    ? `${email} already has a HOMER account: it is linked to the agency as its primary contact.`
    : `A HOMER account with HEROS User access is created for ${email}, who is emailed a link to set a password.`;

  return (
    <Modal opened={opened} onClose={close} title="Approve application" size="lg">
      <form ref={summary.formRef} onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="md">
          <ErrorSummary formRef={summary.formRef} attempt={summary.attempt} message={failure} />
          <Text size="sm">
            {accountText} The primary contact is emailed the approval. A decision is final.
          </Text>
          <Radio.Group
            label="Approve for"
            value={target}
            onChange={(value) => {
              setTarget(value);
              setOtherError(null);
            }}
          >
            <Stack gap="xs" mt="xs">
              <Radio value={own} label={`${agency.agencyName} (this application's agency)`} />
              {application.similarAgencies.map((s) => (
                <Radio
                  key={s.agencyId}
                  value={String(s.agencyId)}
                  label={`Link to existing agency ${s.agencyName} (${s.countyName}; ${s.contactCount} HOMER contacts)`}
                />
              ))}
              <Radio value={other} label="Link to another existing agency" />
            </Stack>
          </Radio.Group>
          {target === other && (
            <Select
              label="Existing agency"
              withAsterisk
              searchable
              placeholder="Type to search agencies"
              data={choiceData}
              value={otherId}
              onChange={(value, option) => {
                setOtherId(value);
                setPicked(option ?? null);
                setOtherError(null);
              }}
              searchValue={search}
              onSearchChange={setSearch}
              nothingFoundMessage={choices.isFetching ? 'Searching…' : 'No agency found'}
              filter={({ options }) => options}
              error={otherError}
            />
          )}
          {target !== own && (
            <Text size="sm">
              The application moves to the chosen agency; {agency.agencyName} stays in HOMER without it.
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" color="teal.9" loading={sending}>
              Approve application
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
