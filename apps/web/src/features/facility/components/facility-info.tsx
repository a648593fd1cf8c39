import type { FacilityInfo } from '@homer/contracts/organizations';
import { Loader, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { facilityInfoQuery } from '../api/get-facility-info.ts';
import classes from './facility-info.module.css';

function rows(info: FacilityInfo): [string, string][] {
  return [
    ['Long name', info.longName ?? '—'],
    ['Organization', info.organizationName],
    ['Type', info.facilityType ?? '—'],
    ['Pharmacy', info.isPharmacy ? 'Yes' : 'No'],
    ['Refill requests', info.supportsRequests ? 'Supported' : 'Not supported'],
    ['Address', info.formattedAddress ?? '—'],
  ];
}

/** The selected facility's info in the user menu (spec §4.6: selecting a facility opens its info). */
export function FacilityInfoPanel({ facilityId, id }: { facilityId: number; id: string }) {
  const query = useQuery(facilityInfoQuery(facilityId));
  if (query.isPending) return <Loader size="sm" aria-label="Loading facility info" />;
  if (!query.data)
    return (
      <Text id={id} size="sm" c="red.9" role="alert">
        The facility's info could not be loaded.
      </Text>
    );
  return (
    <dl id={id} className={classes.info}>
      {rows(query.data).map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
