import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema/public-forms.ts';
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
});
