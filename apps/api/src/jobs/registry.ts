import type { Db } from '../db/pool.ts';
import { runHourlyRoutine } from './hourly-routine.ts';

export type JobDefinition = {
  name: string;
  /** Cron pattern, evaluated in UTC. */
  schedule: string;
  description: string;
  /** Returns the run's log text. */
  run: (db: Db) => Promise<string>;
};

/** Every scheduled job of the product; the scheduler and the tech spec page read this list. */
export const jobs: readonly JobDefinition[] = [
  {
    name: 'Automated Routine - Every Hour',
    schedule: '0 * * * *',
    description:
      'Runs every hour: removes expired sessions, password-reset tokens, spent captcha solutions and public-form mail counts older than an hour.',
    run: runHourlyRoutine,
  },
];
