import type { TechComponent, TechSpec } from '@homer/contracts/tech-spec';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/pool.ts';
import { jobs } from '../../jobs/registry.ts';
import { describeSchedule } from './describe-schedule.ts';
import { domainNames } from './domain-names.ts';
import { packageVersions } from './package-versions.ts';

/** The libraries that define the stack, in the order the page lists them (after Node.js and PostgreSQL). */
const libraries = [
  { name: 'Fastify', packageName: 'fastify', purpose: 'HTTP API server' },
  { name: 'Drizzle ORM', packageName: 'drizzle-orm', purpose: 'Database queries and migrations' },
  { name: 'Zod', packageName: 'zod', purpose: 'Validation rules shared by the API and the web app' },
  { name: 'React', packageName: 'react', purpose: 'Web user interface' },
  { name: 'Mantine', packageName: '@mantine/core', purpose: 'User interface components' },
  { name: 'React Router', packageName: 'react-router', purpose: 'Page routing in the browser' },
  {
    name: 'TanStack Query',
    packageName: '@tanstack/react-query',
    purpose: 'Data loading and caching in the browser',
  },
  { name: 'TypeScript', packageName: 'typescript', purpose: 'Programming language of the API and web app' },
  { name: 'Vite', packageName: 'vite', purpose: 'Web app build' },
] as const;

/** Every major browser vendor ships updates automatically; the app is tested against the current releases. */
const supportedBrowsers = ['Edge', 'Chrome', 'Firefox'].map((name) => ({
  name,
  versions: 'Current version',
}));

async function postgresVersion(db: Queryable): Promise<string | null> {
  const result = await db.execute<{ server_version: string }>(sql`show server_version`);
  return result.rows[0]?.server_version ?? null;
}

/** The Tech Spec page's content, read from the running system. */
export async function getTechSpec(
  db: Queryable,
  requestHostname: string,
  publicDomains: readonly string[],
): Promise<TechSpec> {
  const versions = packageVersions(libraries.map((l) => l.packageName));
  const runtime: TechComponent[] = [
    { name: 'Node.js', packageName: null, version: process.versions.node, purpose: 'Server runtime' },
    { name: 'PostgreSQL', packageName: null, version: await postgresVersion(db), purpose: 'Database' },
  ];
  return {
    technologyStack: [
      ...runtime,
      ...libraries.map((l) => ({ ...l, version: versions.get(l.packageName) ?? null })),
    ],
    supportedBrowsers,
    domainNames: domainNames(requestHostname, publicDomains),
    scheduledJobs: jobs.map((job) => ({
      name: job.name,
      schedule: describeSchedule(job.schedule),
      cron: job.schedule,
      description: job.description,
    })),
  };
}
