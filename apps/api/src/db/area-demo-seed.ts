import type { Config } from '../config.ts';
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

/**
 * One area's demo records. `after` names the areas whose demo rows this seed reads or points at, so the runner
 * seeds those first; the seeds themselves never import each other (issue 28).
 */
export type AreaDemoSeed = {
  area: string;
  after: readonly string[];
  seed(tx: Tx, demo: DemoBasis): Promise<void>;
};
