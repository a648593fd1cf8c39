import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { sql } from 'drizzle-orm';
import type { App } from '../src/app.ts';
import type { Db } from '../src/db/pool.ts';
import { solveCaptcha } from '../src/test/captcha.ts';
import { nextRemoteAddress } from '../src/test/next-remote-address.ts';
import { submitPublicForm } from '../src/test/submit-public-form.ts';
import { percentile } from './goal-row.ts';

type Options = { app: App; db: Db; headers: Record<string, string>; outboxRows?: number; runs?: number };

async function time(runs: number, fn: (i: number) => Promise<unknown>) {
  for (let i = 0; i < 3; i++) await fn(-1 - i);
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await fn(i);
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p95: percentile(samples, 95) };
}

/**
 * Sequential timings of the public-form path in process (app.inject, so no socket): handing out a captcha
 * challenge, solving it (the browser's work, here in Node), a whole help-ticket submission (captcha check and
 * spend, validation, insert, the staff and submitter emails into the outbox), a local address verification, and
 * the Email Outbox list over many kept messages.
 */
export async function benchPublicForms({ app, db, headers, outboxRows = 100_000, runs = 50 }: Options) {
  const challenge = await time(runs, () =>
    app.inject({ method: 'GET', url: '/api/Captcha/Challenge', remoteAddress: nextRemoteAddress() }),
  );
  const challenges: unknown[] = [];
  for (let i = 0; i < runs + 3; i++) {
    challenges.push(
      (
        await app.inject({ method: 'GET', url: '/api/Captcha/Challenge', remoteAddress: nextRemoteAddress() })
      ).json(),
    );
  }
  const solve = await time(runs, (i) =>
    solveChallenge({
      challenge: challenges[i + 3] as Parameters<typeof solveChallenge>[0]['challenge'],
      deriveKey,
    }),
  );

  const facility = (
    await app.inject({ method: 'GET', url: '/api/PublicPfsRegister/PfsFacilities' })
  ).json()[0];
  const captchas: string[] = [];
  for (let i = 0; i < runs + 3; i++) captchas.push(await solveCaptcha(app));
  const submit = await time(runs, (i) =>
    submitPublicForm(
      app,
      '/api/PublicPfsHelpTicket/SubmitPfsHelpTicket',
      {
        fullName: 'Pat Example',
        email: 'pat@example.org',
        phoneNumber: '(850) 555-0100',
        facilityId: facility.value,
        categoryId: 4,
        priorityId: 1,
        subject: 'Cannot sign in',
        description: 'The sign in page says my password is wrong',
        isRegister: false,
      },
      captchas[i + 3],
    ).then((res) => {
      if (res.statusCode !== 200 || !res.json().isSuccessful) throw new Error(`submit failed: ${res.body}`);
    }),
  );
  const address = await time(runs, () =>
    app.inject({
      method: 'GET',
      url: '/api/PublicAddress/Verify?street=400%20S%20Monroe%20St&city=Tallahassee&state=FL&zip=32399',
      remoteAddress: nextRemoteAddress(),
    }),
  );

  await db.execute(sql`
    insert into email_outbox (to_address, subject, text_body, created_at)
    select 'person' || i || '@example.org', 'Your Support Desk Ticket #' || i, 'Body ' || i,
           now() - make_interval(mins => i)
    from generate_series(1, ${outboxRows}) as i`);
  await db.execute(sql`analyze email_outbox`);
  const listUrl = '/api/Administration/EmailOutbox/GetList?pageSize=50';
  const outboxFirst = await time(runs, () => app.inject({ method: 'GET', url: listUrl, headers }));
  const outboxDeep = await time(runs, () =>
    app.inject({ method: 'GET', url: `${listUrl}&page=200`, headers }),
  );
  const outboxSearch = await time(runs, () =>
    app.inject({ method: 'GET', url: `${listUrl}&search=person4242`, headers }),
  );

  const ms = (n: number) => n.toFixed(1);
  console.log(`\nPublic forms, ${runs} sequential runs each, in process (app.inject); times in ms\n`);
  console.log('| case | p50 | p95 |');
  console.log('|---|---:|---:|');
  for (const [name, t] of [
    ['GET api/Captcha/Challenge', challenge],
    ['solve a challenge (browser work, in Node)', solve],
    ['submit a help ticket (captcha spend, insert, 2 emails to outbox)', submit],
    ['GET api/PublicAddress/Verify (local data)', address],
    [`Email Outbox page 1 of ${outboxRows.toLocaleString('en-US')}`, outboxFirst],
    ['Email Outbox page 200', outboxDeep],
    ['Email Outbox search by recipient', outboxSearch],
  ] as const) {
    console.log(`| ${name} | ${ms(t.p50)} | ${ms(t.p95)} |`);
  }
}
