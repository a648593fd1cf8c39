import type { Config } from '../../config.ts';
import type { Db } from '../../db/pool.ts';
import { httpQs1 } from './http-qs1.ts';
import { internalQs1 } from './internal-qs1.ts';
import type { Qs1Adapter } from './qs1-adapter.ts';

/** The configured QS1: the gateway when QS1_BASE_URL is set, else the embedded stand-in. */
export function qs1FromConfig(config: Config, db: Db): Qs1Adapter {
  return config.qs1 ? httpQs1(config.qs1) : internalQs1(db);
}
