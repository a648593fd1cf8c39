import { Module, Role } from '@homer/contracts/access';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { session } from '../../../shared/lib/session.ts';
import { useCan } from '../../../shared/lib/use-can.ts';
import { useSession } from '../../../shared/lib/use-session.ts';
import {
  inventoryWorkstationOptionsQuery,
  inventoryWorkstationQuery,
  setInventoryWorkstation,
} from '../api/workstations-api.ts';
import { WorkstationBanner } from './workstation-banner.tsx';
import { WorkstationChooser } from './workstation-chooser.tsx';

const technician = { module: Module.Inventory, minRole: Role.Technician } as const;

/**
 * Spec §2.2 and §6: Inventory (SysInv) Technicians and above, in inventory paths other than inventory orders, see
 * their shipping workstation and choose it here. The session carries invWorkstationId, so after a change the
 * user info is fetched again and the banner follows it.
 */
export function InventoryWorkstationBanner() {
  const { user } = useSession();
  const allowed = useCan(technician);
  const [open, setOpen] = useState(false);
  const workstationId = user?.invWorkstationId ?? null;
  const current = useQuery({ ...inventoryWorkstationQuery(workstationId), enabled: allowed });
  if (!allowed) return null;
  const value = current.data?.value ?? null;
  return (
    <>
      <WorkstationBanner
        label="Inventory Workstation"
        current={value ? { name: value.workstationName, where: value.inventorySiteName } : null}
        loading={current.isPending}
        onChoose={() => setOpen(true)}
      />
      {open && (
        <WorkstationChooser
          title="Choose Inventory Workstation"
          opened
          onClose={() => setOpen(false)}
          currentId={workstationId}
          optionsQuery={inventoryWorkstationOptionsQuery}
          set={setInventoryWorkstation}
          onSet={() => session.refresh()}
        />
      )}
    </>
  );
}
