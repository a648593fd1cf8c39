import { createTransport, type Transporter } from 'nodemailer';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/pool.ts';
import { emailOutbox } from '../../db/schema/public-forms.ts';

export type Email = { to: string | string[]; subject: string; text: string; html?: string };

const transports = new Map<string, Transporter>();

function transportFor(smtpUrl: string): Transporter {
  let transport = transports.get(smtpUrl);
  if (!transport) {
    transport = createTransport(smtpUrl);
    transports.set(smtpUrl, transport);
  }
  return transport;
}

/**
 * Sends over SMTP when SMTP_URL is set; otherwise, or when the SMTP server refuses, the message goes to the
 * outbox table for system administrators. Never throws: a submission that was stored stays stored.
 * Call it after the transaction that stored the submission has committed.
 */
export async function sendEmail(db: Db, config: Config, email: Email): Promise<'sent' | 'outbox'> {
  const to = Array.isArray(email.to) ? email.to.join(', ') : email.to;
  let failure: string | null = null;
  if (config.smtpUrl) {
    try {
      await transportFor(config.smtpUrl).sendMail({ from: config.mailFrom, ...email, to });
      return 'sent';
    } catch (error) {
      // The SMTP reply, never the message: bodies can carry reset links.
      failure = `SMTP refused: ${(error as Error).message}`.slice(0, 500);
    }
  }
  await db.insert(emailOutbox).values({
    toAddress: to.slice(0, 500),
    subject: email.subject.slice(0, 300),
    textBody: email.text,
    htmlBody: email.html ?? null,
    failure,
  });
  return 'outbox';
}
