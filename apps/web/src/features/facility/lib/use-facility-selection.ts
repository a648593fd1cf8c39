import type { Option } from '@homer/contracts/envelope';
import { useEffect } from 'react';
import { type SelectedFacility, useSelectedFacility } from '../../../shared/lib/use-selected-facility.ts';
import { useUserFacilities } from '../api/get-user-facilities.ts';
import { reconcileFacility, toSelectedFacility } from './reconcile-facility.ts';

export type FacilitySelection = {
  options: Option[] | undefined;
  loading: boolean;
  failed: boolean;
  selected: SelectedFacility | null;
  select: (facilityId: number | null) => void;
};

/** Loads the user's facilities and keeps the stored selection valid against them. */
export function useFacilitySelection(userId: number): FacilitySelection {
  const facilities = useUserFacilities(userId);
  const [selected, setSelected] = useSelectedFacility();
  const options = facilities.data;

  useEffect(() => {
    if (!options) return;
    const next = reconcileFacility(options, selected);
    if (next !== undefined) setSelected(next);
  }, [options, selected, setSelected]);

  const select = (facilityId: number | null) => {
    const option = options?.find((o) => o.value === facilityId);
    setSelected(option ? toSelectedFacility(option) : null);
  };

  return { options, loading: facilities.isPending, failed: facilities.isError, selected, select };
}
