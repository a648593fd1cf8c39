import { useSession } from '../../shared/lib/use-session.ts';
import { lazyPart } from '../lazy-part.tsx';
import { areaPartsFor } from './area-part-rules.ts';

const InventoryWorkstationBanner = lazyPart(() =>
  import('../../features/workstations/components/inventory-workstation-banner.tsx').then(
    (module) => module.InventoryWorkstationBanner,
  ),
);
const CiWorkstationParts = lazyPart(() =>
  import('../../features/workstations/components/ci-workstation-parts.tsx').then(
    (module) => module.CiWorkstationParts,
  ),
);
const ComplaintsButton = lazyPart(() =>
  import('../../features/ci-orders/components/complaints-button.tsx').then(
    (module) => module.ComplaintsButton,
  ),
);

/**
 * The parts of the frame that belong to one area (spec §2.2): the inventory and CI workstation banners, the CI
 * workstation modal and the floating Complaints button. Each loads only inside its area, for those who get it.
 */
export function AreaParts({ pathname }: { pathname: string }) {
  const { user } = useSession();
  const parts = areaPartsFor(pathname, user?.access ?? []);
  if (parts.inventoryBanner) return <InventoryWorkstationBanner />;
  if (parts.complaints)
    return (
      <>
        {parts.ciWorkstation && <CiWorkstationParts />}
        <ComplaintsButton />
      </>
    );
  return null;
}
