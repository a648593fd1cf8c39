import { Module, Role } from '@homer/contracts/access';
import { useCan } from '../../../shared/lib/use-can.ts';
import { SecondaryTabs } from '../../../shared/ui/secondary-tabs.tsx';

/**
 * Applications | Rounds | Agencies on every HEROS page; Rounds only for Managers, the only ones the server lets in.
 * The tabs lead to the lists: on a record's page none is marked current, as none is that page.
 */
export function HerosTabs() {
  const isManager = useCan({ module: Module.HEROS, minRole: Role.Manager });
  const tabs = [
    { label: 'Applications', to: '/heros/applications/list' },
    ...(isManager ? [{ label: 'Rounds', to: '/heros/rounds/list' }] : []),
    { label: 'Agencies', to: '/heros/agencies/list' },
  ];
  return <SecondaryTabs label="HEROS" tabs={tabs} />;
}
