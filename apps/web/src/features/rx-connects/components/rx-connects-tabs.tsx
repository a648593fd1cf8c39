import { rxConnectsAdmin, rxConnectsPagePaths } from '@homer/contracts/rx-connects-admin';
import { useCan } from '../../../shared/lib/use-can.ts';
import { SecondaryTabs } from '../../../shared/ui/secondary-tabs.tsx';

/** Dashboard | Donors | Repositories | Denial Reasons (administrators) on every back-office page. */
export function RxConnectsTabs() {
  const isAdmin = useCan(rxConnectsAdmin);
  return (
    <SecondaryTabs
      label="Rx Connects"
      tabs={[
        { label: 'Dashboard', to: rxConnectsPagePaths.dashboard },
        { label: 'Donors', to: rxConnectsPagePaths.list.donor },
        { label: 'Repositories', to: rxConnectsPagePaths.list.repository },
        ...(isAdmin ? [{ label: 'Denial Reasons', to: rxConnectsPagePaths.denialReasons }] : []),
      ]}
    />
  );
}
