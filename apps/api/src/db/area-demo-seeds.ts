import type { Tx } from './tx.ts';

/** What the core demo seed created, for the areas that hang their demo records on it. */
export type DemoBasis = { organizationId: number; facilityIds: number[]; userIds: Record<string, number> };

/** Each area's demo records, seeded in this order inside the demo seed's transaction. */
export const areaDemoSeeds: Array<(tx: Tx, demo: DemoBasis) => Promise<void>> = [];
