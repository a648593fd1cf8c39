import { sql } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/pool.ts';
import { emailOutbox, publicFormMail } from '../../db/schema/public-forms.ts';
import { bouncedRecipients } from '../../integrations/email/bounce.ts';
import { keyedHash, purposeKey } from '../signed-links/keyed-hash.ts';

export type Email = { to: string | string[]; subject: string; text: string; html?: string };

/**
 * Who caused the mail. Anyone on the internet can make a public form send mail to any address they type, so that
 * mail is capped per recipient; mail that signed-in staff cause is not.
 */
export type MailOrigin = 'public-form' | 'staff';

/** Advisory-lock class of the per-recipient count (the two-key form keeps it apart from job locks). */
const recipientLockClass = 4711;

const transports = new Map<string, Transporter>();

// Loaded on the first mail, not at start: most installations keep mail in the outbox (no SMTP_URL).
async function transportFor(smtpUrl: string): Promise<Transporter> {
  let transport = transports.get(smtpUrl);
  if (!transport) {
    const { createTransport } = await import('nodemailer');
    transport = createTransport(smtpUrl);
    transports.set(smtpUrl, transport);
  }
  return transport;
}

/**
 * Sends over SMTP when SMTP_URL is set; otherwise, or when the SMTP server refuses, the message goes to the
 * outbox table for system administrators. Never throws: a submission that was stored stays stored.
 * Call it after the transaction that stored the submission has committed.
 *
 * Mail from public forms (the default) reaches one address at most `config.publicFormMailLimit` times an hour,
 * counted in the database so every instance agrees; the programme's own staff address is not capped. A capped
 * recipient gets nothing, and the outbox records the mail without its body.
 */
export async function sendEmail(
  db: Db,
  config: Config,
  email: Email,
  origin: MailOrigin = 'public-form',
): Promise<'sent' | 'outbox' | 'capped'> {
  const recipients = Array.isArray(email.to) ? email.to : [email.to];
  const admitted = origin === 'public-form' ? await admitRecipients(db, config, recipients) : recipients;
  const capped = recipients.filter((r) => !admitted.includes(r));
  if (capped.length > 0) {
    await db.insert(emailOutbox).values({
      toAddress: capped.join(', ').slice(0, 500),
      subject: email.subject.slice(0, 300),
      textBody: '',
      htmlBody: null,
      failure: `Not sent: public forms already sent ${config.publicFormMailLimit} emails to this address in the last hour.`,
    });
  }
  if (admitted.length === 0) return 'capped';

  const to = admitted.join(', ');
  let failure: string | null = null;
  let bounced: string[] = [];
  if (config.smtpUrl) {
    try {
      const info = await (await transportFor(config.smtpUrl)).sendMail({
        from: config.mailFrom,
        ...email,
        to,
      });
      // Some recipients refused while others took it: the refused ones are kept as bounces.
      const partial = bouncedRecipients({ rejectedErrors: info.rejectedErrors }, admitted);
      if (partial.length === 0) return 'sent';
      await keepBounces(db, email, partial, failureOf(info.rejectedErrors?.[0]));
      return 'sent';
    } catch (error) {
      failure = failureOf(error);
      bounced = bouncedRecipients(error, admitted);
    }
  }
  if (bounced.length > 0) await keepBounces(db, email, bounced, failure);
  const rest = admitted.filter((r) => !bounced.includes(r));
  if (rest.length === 0) return 'outbox';
  await db.insert(emailOutbox).values({
    toAddress: rest.join(', ').slice(0, 500),
    subject: email.subject.slice(0, 300),
    textBody: email.text,
    htmlBody: email.html ?? null,
    failure,
  });
  return 'outbox';
}

// The SMTP reply, never the message: bodies can carry reset links.
function failureOf(error: unknown): string | null {
  if (!error) return null;
  return `SMTP refused: ${(error as Error).message}`.slice(0, 500);
}

/** One outbox row per bounced recipient, so the Dashboard finds a user's bounce by address (decision 048). */
async function keepBounces(
  db: Db,
  email: Email,
  recipients: string[],
  failure: string | null,
): Promise<void> {
  await db.insert(emailOutbox).values(
    recipients.map((recipient) => ({
      toAddress: recipient.slice(0, 500),
      subject: email.subject.slice(0, 300),
      textBody: email.text,
      htmlBody: email.html ?? null,
      failure,
      bouncedAt: sql`now()`,
    })),
  );
}

/** The recipients still under the hourly cap; each one, admitted or not, is counted. */
async function admitRecipients(db: Db, config: Config, recipients: string[]): Promise<string[]> {
  const staff = config.programStaffEmail.trim().toLowerCase();
  const key = purposeKey(config.jwtSecret, 'public-form-mail');
  const admitted: string[] = [];
  for (const recipient of recipients) {
    const address = recipient.trim().toLowerCase();
    if (address === staff) {
      admitted.push(recipient);
      continue;
    }
    // Keyed, so the table is no list of who was mailed.
    const hash = keyedHash(key, address);
    const within = await db.transaction(async (tx) => {
      // Two instances mailing the same address at once take turns, so both count each other's mail.
      await tx.execute(sql`select pg_advisory_xact_lock(${recipientLockClass}::int, hashtext(${hash}))`);
      const { rows } = await tx.execute<{ n: number }>(sql`
        select count(*)::int as n from public_form_mail
        where recipient_hash = ${hash} and not capped and created_at > now() - interval '1 hour'`);
      const ok = (rows[0]?.n ?? 0) < config.publicFormMailLimit;
      await tx.insert(publicFormMail).values({ recipientHash: hash, capped: !ok });
      return ok;
    });
    if (within) admitted.push(recipient);
  }
  return admitted;
}
