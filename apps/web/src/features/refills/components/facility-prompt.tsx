import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { SelectedFacility } from '../../../shared/lib/use-selected-facility.ts';
import { userFacilitiesQuery } from '../api/widget-api.ts';

type Props = { selected: SelectedFacility | null; onSelect: (facility: SelectedFacility | null) => void };

/**
 * Spec §2.3: an isRxUser is asked to pick a facility when none is chosen or the chosen one takes no requests.
 * The choice is the user menu's facility (stored under userSelectedFacility), so both stay the same.
 */
export function FacilityPrompt({ selected, onSelect }: Props) {
  const facilities = useQuery(userFacilitiesQuery);
  const options = facilities.data ?? [];
  return (
    <Select
      label="Facility"
      description={
        selected
          ? 'This facility does not take refill requests. Pick the pharmacy to create the refill at.'
          : 'Pick the pharmacy to create the refill at.'
      }
      placeholder={facilities.isPending ? 'Loading…' : 'Select a facility'}
      data={options.map((o) => ({ value: String(o.value), label: o.text }))}
      value={selected ? String(selected.id) : null}
      onChange={(value) => {
        const option = options.find((o) => String(o.value) === value);
        onSelect(
          option ? { id: option.value, name: option.text, longName: option.additionalData ?? null } : null,
        );
      }}
      error={facilities.isError ? 'Facilities could not be loaded.' : undefined}
      allowDeselect={false}
    />
  );
}
