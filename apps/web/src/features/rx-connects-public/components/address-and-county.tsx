import type { VerifiedAddress } from '@homer/contracts/address';
import { AddressInput } from '../../../shared/ui/address-input.tsx';
import type { CountyLookupArea } from '../api/get-county-by-name.ts';
import { useRxConnectsOptions } from '../api/get-rx-connects-options.ts';
import type { ControlledField } from '../lib/controlled-field.ts';
import { useCountyFromAddress } from '../lib/use-county-from-address.ts';
import { IdSelect } from './id-select.tsx';

type Props = {
  /** Whose GetCountyByName route the lookup goes to. */
  area: CountyLookupArea;
  label: string;
  address: ControlledField<VerifiedAddress | null>;
  countyId: ControlledField<number>;
  disabled: boolean;
};

/**
 * The verified address and its county. Verifying fills the county in; the visitor can still change it, and
 * must choose one when the county of the address is unknown.
 */
export function AddressAndCounty({ area, label, address, countyId, disabled }: Props) {
  const counties = useRxConnectsOptions('counties');
  const onAddress = useCountyFromAddress(area, address.onChange, countyId.onChange);
  return (
    <>
      <AddressInput
        label={label}
        value={address.value}
        onChange={onAddress}
        error={typeof address.error === 'string' ? address.error : null}
        disabled={disabled}
      />
      <IdSelect label="County" required searchable maw={360} options={counties.data} {...countyId} />
    </>
  );
}
