import type { Config } from '../config.ts';
import type { Db } from '../db/pool.ts';
import { runFdaRecallImport } from '../features/fda-recalls/run-recall-import.ts';
import { runInactiveAccounts } from '../features/inactive-accounts/run-inactive-accounts.ts';
import { runRecertificationWarnings } from '../features/metabolic-formula/run-recertification-warnings.ts';
import { runSubscriptionDeliveries } from '../features/reports/deliver-subscriptions.ts';
import { runStockLedgerCheck } from '../platform/stock/stock-drift.ts';
import { calendarDay } from '../platform/time/zoned-time.ts';
import { runHourlyRoutine } from './hourly-routine.ts';

/** What a run may need besides the database: the installation's settings and the time it was scheduled for. */
export type JobContext = { config: Config | null; scheduledAt: Date };

export type JobDefinition = {
  name: string;
  /** Cron pattern, evaluated in UTC. */
  schedule: string;
  description: string;
  /** Returns the run's log text. */
  run: (db: Db, context: JobContext) => Promise<string>;
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
  {
    name: 'Inactive Accounts - Every Day',
    schedule: '15 3 * * *',
    description:
      'Runs every day at 03:15 UTC: warns by email accounts that have not signed in for 7 days less than INACTIVE_ACCOUNT_DAYS (default 90) and disables accounts that have not signed in for INACTIVE_ACCOUNT_DAYS days and were warned at least 7 days before.',
    run: (db, { config, scheduledAt }) => {
      if (!config) throw new Error('The inactive-account job needs the installation settings.');
      return runInactiveAccounts(db, config, scheduledAt);
    },
  },
  {
    name: 'FDA Recalls Import - Every Day',
    schedule: '30 4 * * *',
    description:
      "Runs every day at 04:30 UTC: imports the Ongoing drug recalls of FDA_RECALLS_STATE (default FL) from openFDA's drug enforcement endpoint (FDA_RECALLS_URL), or from the bundled snapshot when openFDA cannot be reached or FDA_RECALLS_FETCH=false; the log names the source.",
    run: (db, { config }) => runFdaRecallImport(db, config),
  },
  {
    name: 'Stock Ledger Check - Every Day',
    schedule: '45 2 * * *',
    description:
      "Runs every day at 02:45 UTC: re-derives every stock lot's on hand from its ledger lines and fails, naming the lots, if any differ (decision 098).",
    run: (db) => runStockLedgerCheck(db),
  },
  {
    name: 'Formula Recertification - Every Day',
    schedule: '0 11 * * *',
    description:
      "Runs every day at 11:00 UTC: tells the metabolic formula programme's staff once of each eligible patient whose recertification date is within 30 days (decision 111); a patient's orders stop after that date.",
    run: (db, { config, scheduledAt }) => {
      if (!config) throw new Error('The recertification job needs the installation settings.');
      return runRecertificationWarnings(db, config, calendarDay(scheduledAt, config.programTimeZone));
    },
  },
  {
    name: 'Report Subscriptions - Every Day',
    schedule: '0 10 * * *',
    description:
      "Runs every day at 10:00 UTC: delivers the report subscriptions due on the programme's day (daily ones every day, weekly on Mondays, monthly on the 1st; decision 113), in the app and by email on each user's channels, with the report's headline figures and a link to it.",
    run: (db, { config, scheduledAt }) => {
      if (!config) throw new Error('The report subscription job needs the installation settings.');
      return runSubscriptionDeliveries(db, config, calendarDay(scheduledAt, config.programTimeZone));
    },
  },
];
