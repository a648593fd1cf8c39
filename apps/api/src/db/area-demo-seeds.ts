import type { Config } from '../config.ts';
import { seedBudgetsDemo } from '../features/budgets/demo-seed.ts';
import { seedCiOrdersDemo } from '../features/ci-orders/demo-seed.ts';
import { seedFdaRecallsDemo } from '../features/fda-recalls/demo-seed.ts';
import { seedHelpDeskFeedbackDemo } from '../features/help-desk-feedback/demo-seed.ts';
import { seedHelpDeskTicketsDemo } from '../features/help-desk-tickets/demo-seed.ts';
import { seedHerosBackOfficeDemo } from '../features/heros/demo-seed.ts';
import { seedHerosDemo } from '../features/heros-public/demo-seed.ts';
import { seedHomeDeliveryDemo } from '../features/home-delivery/demo-seed.ts';
import { seedHomeDeliveryQueueDemo } from '../features/home-delivery-queue/demo-seed.ts';
import { seedIcqDemo } from '../features/icq-public/demo-seed.ts';
import { seedIcqReviewsDemo } from '../features/icq-reviews/demo-seed.ts';
import { seedInventorySitesDemo } from '../features/inventory-sites/demo-seed.ts';
import { seedJobHistoryDemo } from '../features/job-history/demo-seed.ts';
import { seedKnowledgeBaseDemo } from '../features/knowledge-base/demo-seed.ts';
import { seedNotificationsDemo } from '../features/notifications/demo-seed.ts';
import { seedOrganizationsDemo } from '../features/organizations/demo-seed.ts';
import { seedPfsDemo } from '../features/pfs-registration/demo-seed.ts';
import { seedRefillsDemo } from '../features/refills/demo-seed.ts';
import { seedRegistrationsDemo } from '../features/registrations/demo-seed.ts';
import { seedRxConnectsDemo } from '../features/rx-connects/demo-seed.ts';
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
  seedInventorySitesDemo,
  seedFdaRecallsDemo,
  seedHelpDeskFeedbackDemo,
  seedHelpDeskTicketsDemo,
  seedPfsDemo,
  seedRegistrationsDemo,
  seedHerosDemo,
  seedHerosBackOfficeDemo,
  seedProgramLinksDemo,
  seedRxConnectsDemo,
  seedHomeDeliveryDemo,
  seedHomeDeliveryQueueDemo,
  seedRefillsDemo,
  seedIcqDemo,
  seedIcqReviewsDemo,
  seedCiOrdersDemo,
  seedBudgetsDemo,
  seedJobHistoryDemo,
  seedNotificationsDemo,
  seedKnowledgeBaseDemo,
];
