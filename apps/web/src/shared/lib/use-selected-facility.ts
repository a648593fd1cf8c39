import { useLocalStorage } from '@mantine/hooks';
import { useCallback } from 'react';
import { z } from 'zod';
import { storageKeys } from './storage-keys.ts';

const selectedFacilitySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  longName: z.string().nullable().optional(),
});
export type SelectedFacility = z.infer<typeof selectedFacilitySchema>;

function deserialize(raw: string | undefined): SelectedFacility | null {
  if (!raw) return null;
  try {
    const parsed = selectedFacilitySchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The facility chosen in the user menu (spec §3, key userSelectedFacility), shared by every widget. */
export function useSelectedFacility(): [
  SelectedFacility | null,
  (facility: SelectedFacility | null) => void,
] {
  const [facility, setFacility, removeFacility] = useLocalStorage<SelectedFacility | null>({
    key: storageKeys.userSelectedFacility,
    defaultValue: null,
    getInitialValueInEffect: false,
    deserialize,
    serialize: (value) => JSON.stringify(value),
  });
  const select = useCallback(
    (next: SelectedFacility | null) => {
      if (next) setFacility(next);
      else removeFacility();
    },
    [setFacility, removeFacility],
  );
  return [facility, select];
}
