import { publicFormMessages } from '@homer/contracts/public-form';
import {
  rxApplicationMessages as m,
  rxApplicationPaths as paths,
} from '@homer/contracts/rx-patient-application';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { nextRemoteAddress } from '../../test/next-remote-address.ts';
import { submitPublicForm } from '../../test/submit-public-form.ts';
import { rxPatientsTestContext, rxState } from './rx-patients-test-setup.ts';

const c = rxPatientsTestContext();
const { t, f } = c;
const save = (body: object, captcha?: string) => submitPublicForm(t.ctx.app, `/${paths.save}`, body, captcha);

describe('the public patient application', () => {
  it('lists only approved repositories, with their place', async () => {
    const res = await t.ctx.app.inject({ url: `/${paths.repositories}`, remoteAddress: nextRemoteAddress() });
    expect(res.json()).toEqual([
      { value: f.otherRepository, text: 'Bayside Pharmacy', place: 'Tallahassee, Leon County' },
      { value: f.repository, text: 'Capital Free Clinic', place: 'Tallahassee, Leon County' },
    ]);
  });

  it('stores a Pending application, answers its reference and mails the applicant and the repository', async () => {
    const res = await save(c.application());
    expect(res.statusCode, res.body).toBe(200);
    const reference = res.json().value as string;
    expect(reference).toMatch(/^RXA-\d{6}$/);
    expect(res.json().message).toBe(m.saved(reference));
    const id = Number(reference.slice(4));
    const { rows } = await t.ctx.db.execute(sql`
      select status, state, county_id, coverage, repository_id, decided_at from rx_patient_applications
      where id = ${id}`);
    expect(rows[0]).toEqual({
      status: 'Pending',
      state: 'FL',
      county_id: 36,
      coverage: 'Uninsured',
      repository_id: f.repository,
      decided_at: null,
    });
    const { rows: mail } = await t.ctx.db.execute<{ to: string; subject: string; body: string }>(sql`
      select to_address as to, subject, text_body as body from email_outbox order by id desc limit 2`);
    const toApplicant = mail.find((row) => row.to.includes('rosa@example.com'));
    const toRepository = mail.find((row) => row.to.includes('rx@capital.example.com'));
    expect(toApplicant?.body).toContain(reference);
    expect(toRepository?.subject).toContain(reference);
    // The repository's mail links to HOMER and names no patient.
    expect(toRepository?.body).not.toMatch(/Rosa|Parks|1958/);
  });

  it.each([
    ['no first name', { firstName: '' }, m.firstNameRequired],
    ['a birth date in the future', { dateOfBirth: '2099-01-01' }, m.dateOfBirthRange],
    [
      'an address out of state',
      { smartyAddress: { ...c.application().smartyAddress, state: 'GA' } },
      m.notFlorida,
    ],
    ['no residency', { isFloridaResident: false }, m.residentRequired],
    ['no coverage', { coverage: 'Rich' }, m.coverageRequired],
    ['no medicines', { medicinesNeeded: '  ' }, m.medicinesRequired],
    ['no attestation', { isAttested: false }, m.attestationRequired],
    ['a NUL character', { signature: 'Rosa\u0000' }, 'Contains characters that are not allowed.'],
    ['an id past the column', { repositoryId: 2_147_483_648 }, m.repositoryRequired],
    ['a ticked honeypot', { honeyPot: true }, publicFormMessages.honeyPot],
  ])('refuses %s with its message and stores nothing', async (_name, fields, message) => {
    const before = await rxState(t);
    const res = await save(c.application(fields));
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(message);
    expect(await rxState(t)).toBe(before);
  });

  it('refuses a repository that is not approved, and a missing captcha, storing nothing', async () => {
    const before = await rxState(t);
    const pending = await save(c.application({ repositoryId: f.pendingRepository }));
    expect(pending.statusCode).toBe(400);
    expect(pending.json().message).toBe(m.repositoryNotFound);
    const noCaptcha = await save(c.application(), '');
    expect(noCaptcha.statusCode).toBe(400);
    expect(noCaptcha.body).toContain(publicFormMessages.captchaRequired);
    expect(await rxState(t)).toBe(before);
  });
});
