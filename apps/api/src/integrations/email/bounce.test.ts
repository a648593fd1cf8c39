import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema/public-forms.ts';
import { sendEmail } from '../../platform/mail-outbox/send-email.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { bouncedRecipients, matchRecipients } from './bounce.ts';

describe('bouncedRecipients', () => {
  it('takes the recipients refused with a 5xx reply, as the caller spelled them', () => {
    const error = {
      responseCode: 550,
      rejectedErrors: [
        { responseCode: 550, recipient: 'GONE@example.org' },
        { responseCode: 451, recipient: 'later@example.org' },
      ],
    };
    expect(bouncedRecipients(error, ['gone@example.org', 'later@example.org'])).toEqual(['gone@example.org']);
  });

  it('counts a 5xx refusal of the whole message as a bounce of every recipient', () => {
    expect(bouncedRecipients({ responseCode: 554 }, ['a@x.org', 'b@x.org'])).toEqual(['a@x.org', 'b@x.org']);
    expect(bouncedRecipients({ responseCode: 550, rejected: ['b@x.org'] }, ['a@x.org', 'b@x.org'])).toEqual([
      'b@x.org',
    ]);
  });

  it('is not a bounce when the reply is temporary or there is none (connection failure)', () => {
    expect(bouncedRecipients({ responseCode: 421 }, ['a@x.org'])).toEqual([]);
    expect(bouncedRecipients(new Error('ECONNREFUSED'), ['a@x.org'])).toEqual([]);
    expect(bouncedRecipients(null, ['a@x.org'])).toEqual([]);
    expect(
      bouncedRecipients({ rejectedErrors: [{ responseCode: 452, recipient: 'a@x.org' }] }, ['a@x.org']),
    ).toEqual([]);
  });

  it('matches addresses case-insensitively', () => {
    expect(matchRecipients([' A@X.org '], ['a@x.org', 'c@x.org'])).toEqual(['a@x.org']);
  });
});

describe('sendEmail records permanent SMTP refusals as bounces', () => {
  let ctx: TestContext;
  let server: SMTPServer;
  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onRcptTo(address, _session, callback) {
        if (address.address.startsWith('gone')) {
          callback(Object.assign(new Error('5.1.1 No such user'), { responseCode: 550 }));
        } else if (address.address.startsWith('busy')) {
          callback(Object.assign(new Error('4.2.1 Try later'), { responseCode: 451 }));
        } else callback();
      },
      onData(stream, _session, callback) {
        stream.on('data', () => undefined);
        stream.on('end', () => callback());
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.server.address() as AddressInfo).port;
    ctx = await createTestContext(undefined, { SMTP_URL: `smtp://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await ctx.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('a refused sole recipient is kept as a bounce with the server reply', async () => {
    await ctx.db.delete(emailOutbox);
    const outcome = await sendEmail(
      ctx.db,
      ctx.config,
      { to: 'gone@example.org', subject: 'S', text: 'T' },
      'staff',
    );
    expect(outcome).toBe('outbox');
    const rows = await ctx.db.select().from(emailOutbox);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.toAddress).toBe('gone@example.org');
    expect(rows[0]?.bouncedAt).toBeInstanceOf(Date);
    expect(rows[0]?.failure).toContain('No such user');
  });

  it('with another recipient accepted, the mail is sent and only the refused one is kept as a bounce', async () => {
    await ctx.db.delete(emailOutbox);
    const outcome = await sendEmail(
      ctx.db,
      ctx.config,
      { to: ['ok@example.org', 'gone2@example.org'], subject: 'S', text: 'T' },
      'staff',
    );
    expect(outcome).toBe('sent');
    const rows = await ctx.db.select().from(emailOutbox);
    expect(rows.map((r) => [r.toAddress, r.bouncedAt !== null])).toEqual([['gone2@example.org', true]]);
  });

  it('a temporary refusal is kept in the outbox but is no bounce', async () => {
    await ctx.db.delete(emailOutbox);
    const outcome = await sendEmail(
      ctx.db,
      ctx.config,
      { to: 'busy@example.org', subject: 'S', text: 'T' },
      'staff',
    );
    expect(outcome).toBe('outbox');
    const rows = await ctx.db.select().from(emailOutbox);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.bouncedAt).toBeNull();
    expect(rows[0]?.failure).toContain('SMTP refused');
  });
});
