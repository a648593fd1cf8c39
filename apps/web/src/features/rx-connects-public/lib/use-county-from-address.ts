import type { VerifiedAddress } from '@homer/contracts/address';
import { useCallback } from 'react';
import { type CountyLookupArea, getCountyByName } from '../api/get-county-by-name.ts';

/**
 * The address field's change handler: keeps the verified address and, once verified, sets the county by the
 * address's county name (spec document 2 §7 GetCountyByName; 0 = unknown leaves the choice to the visitor).
 */
export function useCountyFromAddress(
  area: CountyLookupArea,
  setAddress: (address: VerifiedAddress | null) => void,
  setCountyId: (countyId: number) => void,
) {
  return useCallback(
    async (address: VerifiedAddress | null) => {
      setAddress(address);
      if (!address) return;
      try {
        const countyId = await getCountyByName(area, address.countyName);
        if (countyId > 0) setCountyId(countyId);
      } catch {
        // The county stays for the visitor to choose.
      }
    },
    [area, setAddress, setCountyId],
  );
}
