import type { Config } from '../config.ts';
import { seedBudgetsDemo } from '../features/budgets/demo-seed.ts';
import { seedHelpDeskFeedbackDemo } from '../features/help-desk-feedback/demo-seed.ts';
import { seedHelpDeskTicketsDemo } from '../features/help-desk-tickets/demo-seed.ts';
import { seedHerosDemo } from '../features/heros-public/demo-seed.ts';
import { seedHomeDeliveryDemo } from '../features/home-delivery/demo-seed.ts';
import { seedIcqDemo } from '../features/icq-public/demo-seed.ts';
import { seedKnowledgeBaseDemo } from '../features/knowledge-base/demo-seed.ts';
import { seedNotificationsDemo } from '../features/notifications/demo-seed.ts';
import { seedOrganizationsDemo } from '../features/organizations/demo-seed.ts';
import { seedPfsDemo } from '../features/pfs-registration/demo-seed.ts';
import { seedProgramLinksDemo } from '../features/user-program-links/demo-seed.ts';
import type { Tx } from './tx.ts';

/**
 * What the core demo seed created, for the areas that hang their demo records on it, and what the links in
 * demo emails need (they are signed with the installation's key).
 */
export type DemoBasis = {
  organizationId: number;
  facilityIds: number[];
  userIds: Record<string, number>;
  links: Pick<Config, 'jwtSecret' | 'publicBaseUrl'>;
};

/** Each area's demo records, seeded in this order inside the demo seed's transaction. */
export const areaDemoSeeds: Array<(tx: Tx, demo: DemoBasis) => Promise<void>> = [
  seedOrganizationsDemo,
  seedHelpDeskFeedbackDemo,
  seedHelpDeskTicketsDemo,
  seedPfsDemo,
  seedHerosDemo,
  seedProgramLinksDemo,
  seedHomeDeliveryDemo,
  seedIcqDemo,
  seedBudgetsDemo,
  seedNotificationsDemo,
  seedKnowledgeBaseDemo,
];
