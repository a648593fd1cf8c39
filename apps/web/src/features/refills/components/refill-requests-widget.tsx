import { Card, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSelectedFacility } from '../../../shared/lib/use-selected-facility.ts';
import { useSession } from '../../../shared/lib/use-session.ts';
import { facilityInfoQuery } from '../api/widget-api.ts';
import { createControlState } from '../lib/create-control-state.ts';
import { CreateRefillControl } from './create-refill-control.tsx';
import { FacilityPrompt } from './facility-prompt.tsx';
import { RecentRefillsList } from './recent-refills-list.tsx';

/**
 * Dashboard widget "Refill Requests" (spec §2.3; Inventory at User): the selected facility's recent refill
 * shipments and the control that creates one from an Rx number.
 */
export function RefillRequestsWidget() {
  const { user } = useSession();
  const [facility, setFacility] = useSelectedFacility();
  const info = useQuery({ ...facilityInfoQuery(facility?.id ?? 0), enabled: facility !== null });
  const control = createControlState(facility?.id ?? null, info.data ?? null, user?.isRxUser ?? false);
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-labelledby="refill-requests-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="refill-requests-title">
          Refill Requests
        </Title>
        {control.promptFacility && <FacilityPrompt selected={facility} onSelect={setFacility} />}
        {control.show && (
          <CreateRefillControl
            // A new facility starts a new request: no choice or message of the last one carries over.
            key={facility?.id ?? 0}
            facilityId={facility?.id ?? 0}
            label={control.label}
            enabled={control.enabled}
          />
        )}
        {facility ? (
          <RecentRefillsList facilityId={facility.id} />
        ) : (
          <Text size="sm">Select a facility in the user menu to see its refill requests.</Text>
        )}
      </Stack>
    </Card>
  );
}
