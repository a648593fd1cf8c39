import { routeById } from '@homer/contracts/routes';
import { rxConnectsAdmin, rxConnectsPagePaths } from '@homer/contracts/rx-connects-admin';
import { useCan } from '../../../shared/lib/use-can.ts';
import { SecondaryTabs } from '../../../shared/ui/secondary-tabs.tsx';
import {
  rxApplicationListPath,
  rxDonationListPath,
  rxMonthlyReportPath,
} from '../../rx-connects-patients/lib/rx-patient-paths.ts';

/**
 * Dashboard | Donors | Repositories | Patient Applications | Donations | Monthly Report (repository pharmacists
 * and administrators) | Denial Reasons (administrators) on every back-office page.
 */
export function RxConnectsTabs() {
  const isAdmin = useCan(rxConnectsAdmin);
  const mayApplications = useCan(routeById('rxPatientApplicationList').access);
  const mayDonations = useCan(routeById('rxDonationList').access);
  const mayReport = useCan(routeById('rxMonthlyDispensing').access);
  return (
    <SecondaryTabs
      label="Rx Connects"
      tabs={[
        { label: 'Dashboard', to: rxConnectsPagePaths.dashboard },
        { label: 'Donors', to: rxConnectsPagePaths.list.donor },
        { label: 'Repositories', to: rxConnectsPagePaths.list.repository },
        ...(mayApplications ? [{ label: 'Patient Applications', to: rxApplicationListPath }] : []),
        ...(mayDonations ? [{ label: 'Donations', to: rxDonationListPath }] : []),
        ...(mayReport ? [{ label: 'Monthly Report', to: rxMonthlyReportPath }] : []),
        ...(isAdmin ? [{ label: 'Denial Reasons', to: rxConnectsPagePaths.denialReasons }] : []),
      ]}
    />
  );
}
