import type { AreaDemoSeed } from './db/area-demo-seed.ts';
import { demoSeed as budgets } from './features/budgets/demo-seed.ts';
import { demoSeed as ciOrders } from './features/ci-orders/demo-seed.ts';
import { demoSeed as fdaRecalls } from './features/fda-recalls/demo-seed.ts';
import { demoSeed as helpDeskFeedback } from './features/help-desk-feedback/demo-seed.ts';
import { demoSeed as helpDeskTickets } from './features/help-desk-tickets/demo-seed.ts';
import { demoSeed as heros } from './features/heros/demo-seed.ts';
import { demoSeed as herosPublic } from './features/heros-public/demo-seed.ts';
import { demoSeed as holidays } from './features/holidays/demo-seed.ts';
import { demoSeed as homeDelivery } from './features/home-delivery/demo-seed.ts';
import { demoSeed as homeDeliveryQueue } from './features/home-delivery-queue/demo-seed.ts';
import { demoSeed as icqPublic } from './features/icq-public/demo-seed.ts';
import { demoSeed as icqReviews } from './features/icq-reviews/demo-seed.ts';
import { demoSeed as inventorySites } from './features/inventory-sites/demo-seed.ts';
import { demoSeed as jobHistory } from './features/job-history/demo-seed.ts';
import { demoSeed as knowledgeBase } from './features/knowledge-base/demo-seed.ts';
import { demoSeed as metabolicFormula } from './features/metabolic-formula/demo-seed.ts';
import { demoSeed as notifications } from './features/notifications/demo-seed.ts';
import { demoSeed as organizations } from './features/organizations/demo-seed.ts';
import { demoSeed as pfsRegistration } from './features/pfs-registration/demo-seed.ts';
import { demoSeed as refills } from './features/refills/demo-seed.ts';
import { demoSeed as registrations } from './features/registrations/demo-seed.ts';
import { demoSeed as repackJobs } from './features/repack-jobs/demo-seed.ts';
import { demoSeed as rxConnects } from './features/rx-connects/demo-seed.ts';
import { demoSeed as rxConnectsPatients } from './features/rx-connects-patients/demo-seed.ts';
import { demoSeed as stockCounts } from './features/stock-counts/demo-seed.ts';
import { demoSeed as userProgramLinks } from './features/user-program-links/demo-seed.ts';

/**
 * Every area's demo seed, as app.ts lists every area's routes. The order here means nothing: each seed names the
 * areas it needs in `after`, and the demo seed runs them in that order (db/order-area-seeds.ts).
 */
export const areaDemoSeeds: readonly AreaDemoSeed[] = [
  budgets,
  ciOrders,
  fdaRecalls,
  helpDeskFeedback,
  helpDeskTickets,
  heros,
  herosPublic,
  holidays,
  homeDelivery,
  homeDeliveryQueue,
  icqPublic,
  icqReviews,
  inventorySites,
  jobHistory,
  knowledgeBase,
  metabolicFormula,
  notifications,
  organizations,
  pfsRegistration,
  refills,
  registrations,
  repackJobs,
  rxConnects,
  rxConnectsPatients,
  stockCounts,
  userProgramLinks,
];
