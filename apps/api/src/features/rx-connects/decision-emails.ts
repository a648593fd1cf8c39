import { rxConnectsKindNames } from '@homer/contracts/rx-connects-admin';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/pool.ts';
import { sendEmail } from '../../platform/mail-outbox/send-email.ts';
import type { Site } from './sites.ts';

export type Applicant = { site: Site; id: number; name: string; contactName: string; emailAddress: string };

const programme = 'Prescription Drug Donation Program (Rx Connects)';
const signOff = (config: Config) => [
  '',
  `Questions: ${config.programStaffEmail}`,
  '',
  'Rx Connects programme staff',
];
const noun = (a: Applicant) => rxConnectsKindNames[a.site.kind].one.toLowerCase();

/** Staff cause these mails, so the public-form cap does not apply to them. */
function send(db: Db, config: Config, a: Applicant, subject: string, body: string[]) {
  return sendEmail(
    db,
    config,
    {
      to: a.emailAddress,
      subject,
      text: [`Dear ${a.contactName},`, '', ...body, ...signOff(config)].join('\n'),
    },
    'staff',
  );
}

/** After approval; a new account's welcome mail (set a password) is sent by Create User beside it. */
export function sendApprovalEmail(db: Db, config: Config, a: Applicant, newAccount: boolean) {
  return send(db, config, a, `Your Rx Connects ${noun(a)} application is approved`, [
    `${a.name} has been approved as a ${noun(a)} in the ${programme}.`,
    newAccount
      ? 'A HOMER account has been created for you: a separate email has a link to choose your password.'
      : 'Your existing HOMER account now has access to this site. Sign in as usual.',
    '',
    `HOMER: ${config.publicBaseUrl}/login`,
  ]);
}

export function sendDenialEmail(db: Db, config: Config, a: Applicant, reason: string, note: string) {
  return send(db, config, a, `Your Rx Connects ${noun(a)} application`, [
    `Thank you for applying for ${a.name} to take part in the ${programme}.`,
    'We are unable to approve the application at this time.',
    '',
    `Reason: ${reason}`,
    ...(note ? [`Note from programme staff: ${note}`] : []),
    '',
    'You are welcome to submit a new application once the reason above has been addressed.',
  ]);
}

export function sendWithdrawalEmail(db: Db, config: Config, a: Applicant, note: string) {
  return send(db, config, a, `${a.name} has left the Rx Connects programme`, [
    `${a.name} is no longer an active ${noun(a)} in the ${programme}.`,
    '',
    `Note from programme staff: ${note}`,
  ]);
}
