import type { Config } from '../../config.ts';
import type { Db } from '../../db/pool.ts';
import { sendEmail } from '../../platform/mail-outbox/send-email.ts';

export type DecisionMail = {
  applicationId: number;
  roundName: string;
  agencyName: string;
  primaryName: string;
  primaryEmail: string;
  agencyHeadEmail: string;
};

/** The primary contact and the agency head, once each (they are often the same person). */
function recipients(mail: DecisionMail): string[] {
  const all = [mail.primaryEmail, mail.agencyHeadEmail].filter((e) => e.trim() !== '');
  return all.filter((e, i) => all.findIndex((x) => x.toLowerCase() === e.toLowerCase()) === i);
}

function footer(config: Config): string[] {
  return ['', `Questions: ${config.programStaffEmail}`];
}

/** Staff caused these mails, so the public-form cap does not apply. */
export async function sendApprovalEmail(
  db: Db,
  config: Config,
  mail: DecisionMail,
  account: { userName: string; isNew: boolean },
): Promise<void> {
  await sendEmail(
    db,
    config,
    {
      to: recipients(mail),
      subject: `HEROS application approved: ${mail.agencyName}`,
      text: [
        `Dear ${mail.primaryName},`,
        '',
        `The HEROS application number ${mail.applicationId} (${mail.roundName}) of ${mail.agencyName} has been approved.`,
        '',
        account.isNew
          ? `A HOMER account (user name ${account.userName}) has been created for ${mail.primaryEmail}: a separate email has the link to set its password.`
          : `Your HOMER account (user name ${account.userName}) is now linked to ${mail.agencyName}.`,
        'Log in to HOMER and upload the completed MMCAP application form.',
        `HOMER: ${config.publicBaseUrl}/login`,
        ...footer(config),
      ].join('\n'),
    },
    'staff',
  );
}

export async function sendDenialEmail(
  db: Db,
  config: Config,
  mail: DecisionMail,
  reason: string,
): Promise<void> {
  await sendEmail(
    db,
    config,
    {
      to: recipients(mail),
      subject: `HEROS application denied: ${mail.agencyName}`,
      text: [
        `Dear ${mail.primaryName},`,
        '',
        `The HEROS application number ${mail.applicationId} (${mail.roundName}) of ${mail.agencyName} has been denied.`,
        '',
        'Reason:',
        reason,
        ...footer(config),
      ].join('\n'),
    },
    'staff',
  );
}

export async function sendChangesRequestedEmail(
  db: Db,
  config: Config,
  mail: DecisionMail,
  message: string,
): Promise<void> {
  await sendEmail(
    db,
    config,
    {
      to: recipients(mail),
      subject: `HEROS application: changes requested for ${mail.agencyName}`,
      text: [
        `Dear ${mail.primaryName},`,
        '',
        `Programme staff reviewed the HEROS application number ${mail.applicationId} (${mail.roundName}) of ${mail.agencyName} and ask for the following changes:`,
        '',
        message,
        '',
        `Please reply to ${config.programStaffEmail} with the changes, quoting the application number.`,
        ...footer(config),
      ].join('\n'),
    },
    'staff',
  );
}
