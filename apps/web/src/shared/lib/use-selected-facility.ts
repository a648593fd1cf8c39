import { useLocalStorage } from '@mantine/hooks';
import { useCallback } from 'react';
import { storageKeys } from './storage-keys.ts';

export type SelectedFacility = { id: number; name: string; longName?: string | null };

// Checked by hand, not with zod: the user menu is part of the signed-in shell, which stays free of it.
function isSelectedFacility(value: unknown): value is SelectedFacility {
  if (typeof value !== 'object' || value === null) return false;
  const { id, name, longName } = value as Record<string, unknown>;
  return (
    Number.isInteger(id) &&
    typeof name === 'string' &&
    (longName === undefined || longName === null || typeof longName === 'string')
  );
}

export function parseSelectedFacility(raw: string | undefined): SelectedFacility | null {
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!isSelectedFacility(parsed)) return null;
    return { id: parsed.id, name: parsed.name, longName: parsed.longName };
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
    deserialize: parseSelectedFacility,
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
