import { Cron } from 'croner';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/pool.ts';
import { jobs } from '../jobs/registry.ts';
import { runJob } from '../jobs/run-job.ts';

/** Schedules every registered job; stops them when the server closes. */
export function registerScheduler(app: FastifyInstance, db: Db, config: Config | null = null): void {
  const crons: Cron[] = [];
  app.addHook('onReady', async () => {
    for (const job of jobs) {
      const cron = new Cron(
        job.schedule,
        { timezone: 'UTC', protect: true, name: job.name },
        async (self: Cron) => {
          const scheduledAt = self.currentRun() ?? new Date();
          scheduledAt.setMilliseconds(0);
          try {
            await runJob(db, job, scheduledAt, job.schedule, config);
          } catch (error) {
            app.log.error({ err: error, job: job.name }, 'scheduled job could not be recorded');
          }
        },
      );
      crons.push(cron);
    }
  });
  app.addHook('onClose', async () => {
    for (const cron of crons) cron.stop();
  });
}
