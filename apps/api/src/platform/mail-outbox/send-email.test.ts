import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema/public-forms.ts';
import { insertFacilities } from '../../test/insert-facilities.ts';
import { submitPublicForm } from '../../test/submit-public-form.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { sendEmail } from './send-email.ts';

type Received = { from: string; to: string[]; data: string };

/** A real SMTP server on a free port that keeps what it receives. */
async function startSmtpSink() {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => {
        data += chunk.toString('utf8');
      });
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { received, port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('sendEmail', () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let smtp: TestContext;
  let outboxOnly: TestContext;

  beforeAll(async () => {
    sink = await startSmtpSink();
    smtp = await createTestContext(undefined, {
      SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
      MAIL_FROM: 'HOMER <no-reply@homer.example>',
    });
    outboxOnly = await createTestContext();
  });
  afterAll(async () => {
    await smtp.close();
    await outboxOnly.close();
    await sink.close();
  });

  it('delivers over SMTP when SMTP_URL is set, and keeps nothing in the outbox', async () => {
    const outcome = await sendEmail(smtp.db, smtp.config, {
      to: 'pat@example.org',
      subject: 'Your ticket',
      text: 'We received your ticket.',
    });
    expect(outcome).toBe('sent');
    expect(sink.received).toHaveLength(1);
    expect(sink.received[0]?.from).toBe('no-reply@homer.example');
    expect(sink.received[0]?.to).toEqual(['pat@example.org']);
    expect(sink.received[0]?.data).toContain('Subject: Your ticket');
    expect(sink.received[0]?.data).toContain('We received your ticket.');
    expect(await smtp.db.select().from(emailOutbox)).toEqual([]);
  });

  it('keeps the message in the outbox without SMTP', async () => {
    const outcome = await sendEmail(outboxOnly.db, outboxOnly.config, {
      to: ['a@example.org', 'b@example.org'],
      subject: 'Welcome',
      text: 'Hello',
      html: '<p>Hello</p>',
    });
    expect(outcome).toBe('outbox');
    const [row] = await outboxOnly.db.select().from(emailOutbox);
    expect(row).toMatchObject({
      toAddress: 'a@example.org, b@example.org',
      subject: 'Welcome',
      textBody: 'Hello',
      htmlBody: '<p>Hello</p>',
      failure: null,
    });
  });

  it('keeps the message in the outbox with the reason when the SMTP server is unreachable', async () => {
    const down = await createTestContext(undefined, { SMTP_URL: 'smtp://127.0.0.1:1' });
    try {
      expect(await sendEmail(down.db, down.config, { to: 'x@example.org', subject: 'S', text: 'T' })).toBe(
        'outbox',
      );
      const [row] = await down.db.select().from(emailOutbox);
      expect(row?.failure).toMatch(/^SMTP refused: /);
    } finally {
      await down.close();
    }
  });

  const sentTo = (address: string) =>
    sink.received.filter((m) => m.to.some((to) => to.toLowerCase() === address.toLowerCase())).length;

  it('sends a recipient at most PUBLIC_FORM_MAIL_LIMIT public-form emails an hour, and records the rest without body', async () => {
    const limit = smtp.config.publicFormMailLimit;
    expect(limit).toBe(5);
    const send = (to: string | string[], text = 'Reset link: https://homer.example/secret') =>
      sendEmail(smtp.db, smtp.config, { to, subject: 'Reset your password', text });
    for (let i = 0; i < limit; i++) expect(await send('Victim@Example.org')).toBe('sent');
    // The address is compared without case or surrounding spaces.
    expect(await send(' victim@example.org')).toBe('capped');
    expect(sentTo('victim@example.org')).toBe(limit);
    const [capped] = await smtp.db.select().from(emailOutbox);
    expect(capped).toMatchObject({
      toAddress: ' victim@example.org',
      subject: 'Reset your password',
      textBody: '',
      htmlBody: null,
      failure: `Not sent: public forms already sent ${limit} emails to this address in the last hour.`,
    });
    // Another recipient of the same mail still gets it; the capped one is left out.
    expect(await send(['victim@example.org', 'other@example.org'])).toBe('sent');
    expect(sink.received.at(-1)?.to).toEqual(['other@example.org']);
    // Staff-caused mail and the programme's own address are not capped.
    expect(
      await sendEmail(smtp.db, smtp.config, { to: 'victim@example.org', subject: 'S', text: 'T' }, 'staff'),
    ).toBe('sent');
    for (let i = 0; i <= limit; i++) expect(await send(smtp.config.programStaffEmail)).toBe('sent');
    // An hour later the address may be mailed again.
    await smtp.db.execute(sql`update public_form_mail set created_at = created_at - interval '1 hour'`);
    expect(await send('victim@example.org')).toBe('sent');
  });

  it('a public form mails its submitter at most PUBLIC_FORM_MAIL_LIMIT times an hour', async () => {
    const { facilityIds } = await insertFacilities(smtp.db, [{ name: 'PFS Clinic', usesPfs: true }]);
    const limit = smtp.config.publicFormMailLimit;
    const staffBefore = sentTo(smtp.config.programStaffEmail);
    for (let i = 0; i <= limit; i++) {
      const res = await submitPublicForm(smtp.app, '/api/PublicPfsHelpTicket/SubmitPfsHelpTicket', {
        fullName: 'Pat Doe',
        email: 'flooded@example.org',
        phoneNumber: '(850) 555-0100',
        facilityId: facilityIds[0],
        categoryId: 4,
        priorityId: 1,
        subject: `Ticket ${i}`,
        description: 'Help.',
        isRegister: false,
      });
      expect(res.json().isSuccessful).toBe(true);
    }
    expect(sentTo('flooded@example.org')).toBe(limit);
    expect(sentTo(smtp.config.programStaffEmail) - staffBefore).toBe(limit + 1);
    const capped = await smtp.db.execute<{ n: number }>(
      sql`select count(*)::int as n from email_outbox where to_address = 'flooded@example.org' and text_body = ''`,
    );
    expect(capped.rows[0]?.n).toBe(1);
  });
});
