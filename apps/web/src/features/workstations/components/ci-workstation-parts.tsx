import { Module, Role } from '@homer/contracts/access';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { sessionStore } from '../../../shared/lib/session-store.ts';
import { storageKeys } from '../../../shared/lib/storage-keys.ts';
import { useCan } from '../../../shared/lib/use-can.ts';
import {
  ciWorkstationOptionsQuery,
  ciWorkstationStateKey,
  ciWorkstationStateQuery,
  setCiWorkstation,
} from '../api/workstations-api.ts';
import { ciModalDue, ciModalMarker } from '../lib/ci-modal.ts';
import { WorkstationBanner } from './workstation-banner.tsx';
import { WorkstationChooser } from './workstation-chooser.tsx';

const ciUser = { module: Module.CI, minRole: Role.User } as const;
const ciTechnician = { module: Module.CI, minRole: Role.Technician } as const;

/**
 * The repack area's workstation parts (spec §2.2, §6): the banner for CI Technicians and above, and, once per
 * sign-in, the choice opened by itself for CI Users and above who are internal users off their organization's
 * own email domain (the server says whether that applies: offerModal).
 */
export function CiWorkstationParts() {
  const queryClient = useQueryClient();
  const isCiUser = useCan(ciUser);
  const showBanner = useCan(ciTechnician);
  const [open, setOpen] = useState(false);
  const state = useQuery({ ...ciWorkstationStateQuery, enabled: isCiUser });
  const offerModal = state.data?.value?.offerModal ?? false;

  useEffect(() => {
    if (!offerModal) return;
    const token = sessionStore.token();
    if (!token || !ciModalDue(token, localStorage.getItem(storageKeys.ciWorkstationModalOpened))) return;
    localStorage.setItem(storageKeys.ciWorkstationModalOpened, ciModalMarker(token));
    setOpen(true);
  }, [offerModal]);

  if (!isCiUser) return null;
  const workstation = state.data?.value?.workstation ?? null;
  return (
    <>
      {showBanner && (
        <WorkstationBanner
          label="CI Workstation"
          current={
            workstation ? { name: workstation.workstationName, where: workstation.facilityName } : null
          }
          loading={state.isPending}
          onChoose={() => setOpen(true)}
        />
      )}
      {open && (
        <WorkstationChooser
          title="Choose CI Workstation"
          opened
          onClose={() => setOpen(false)}
          currentId={workstation?.ciWorkstationId ?? null}
          optionsQuery={ciWorkstationOptionsQuery}
          set={setCiWorkstation}
          onSet={() => queryClient.invalidateQueries({ queryKey: ciWorkstationStateKey })}
        />
      )}
    </>
  );
}
