import {
  type HolidayRow,
  type HolidaySave,
  holidaySaveSchema,
  holidayMessages as m,
} from '@homer/contracts/holidays';
import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useRef } from 'react';
import { CommandModal } from '../../../shared/ui/command-modal.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { saveHoliday } from '../api/holidays-api.ts';

type Props = {
  /** The holiday being changed; null adds one. */
  holiday: HolidayRow | null;
  onClose: () => void;
  onSaved: (holiday: HolidayRow | null) => void;
};

// The server's refusals that are about one field are told on it; an envelope's refusal names no field.
const fieldOfMessage = new Map<string, keyof HolidaySave>([
  [m.dateRequired, 'date'],
  [m.dateInvalid, 'date'],
  [m.dateOutOfRange, 'date'],
  [m.duplicateDate, 'date'],
  [m.nameRequired, 'name'],
  [m.nameTooLong, 'name'],
]);

/** Adds a closure or changes one's date or name. */
export function HolidayModal({ holiday, onClose, onSaved }: Props) {
  const saved = useRef<HolidayRow | null>(null);
  const form = useForm<HolidaySave>({
    mode: 'controlled',
    initialValues: { id: holiday?.id ?? 0, date: holiday?.date ?? '', name: holiday?.name ?? '' },
    // The date's checks all run on a blank date; the first one ('Date is required.') is the one that helps.
    validate: zod4Resolver(holidaySaveSchema, { errorPriority: 'first' }),
  });
  return (
    <CommandModal
      title={holiday ? 'Edit Holiday' : 'Add Holiday'}
      form={form}
      submitLabel="Save"
      closeLabel="Cancel"
      size="md"
      fallback="The holiday could not be saved."
      fieldOf={(message) => fieldOfMessage.get(message) ?? null}
      send={async (values) => {
        const result = await saveHoliday(holidaySaveSchema.parse(values));
        if (!result.isSuccessful) return result.message ?? 'The holiday could not be saved.';
        toast.success(result.message ?? (holiday ? m.saved : m.added));
        saved.current = result.model;
        return null;
      }}
      onClose={onClose}
      onDone={() => onSaved(saved.current)}
    >
      <TextInput type="date" label="Date" withAsterisk data-autofocus {...form.getInputProps('date')} />
      <TextInput
        label="Name"
        description="As the public Holidays page shows it, e.g. Labor Day"
        withAsterisk
        maxLength={100}
        {...form.getInputProps('name')}
      />
    </CommandModal>
  );
}
