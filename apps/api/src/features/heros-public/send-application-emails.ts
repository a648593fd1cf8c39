import { type HerosAgency, herosMmcapStep, herosNextSteps } from '@homer/contracts/heros-public';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/pool.ts';
import { sendEmail } from '../../platform/mail-outbox/send-email.ts';

type Submitted = {
  agency: HerosAgency;
  roundName: string;
  /** The re-verified agency address. */
  agencyAddress: string;
  applicationId: number;
  orders: Array<{ optionName: string; dosage: string; dosesRequested: number }>;
};

/** Mail after a public HEROS application was stored: next steps to the primary contact, a notice to staff. */
export async function sendApplicationEmails(db: Db, config: Config, submitted: Submitted): Promise<void> {
  const { agency, roundName, agencyAddress, applicationId, orders } = submitted;
  const mmcapForm = config.herosMmcapFormUrl
    ? `The form: ${config.herosMmcapFormUrl}`
    : `Ask ${config.programStaffEmail} for the form.`;
  const steps = herosNextSteps
    .map((step, i) => `${i + 1}. ${step}${step === herosMmcapStep ? ` ${mmcapForm}` : ''}`)
    .join('\n');
  await sendEmail(db, config, {
    to: agency.primaryEmail,
    subject: 'HEROS application received - next steps',
    text: [
      `Dear ${agency.primaryName},`,
      '',
      `Thank you for applying to the HEROS programme (${roundName}) on behalf of ${agency.agencyName}.`,
      `Your application number is ${applicationId}. Programme staff will review it.`,
      '',
      'Next steps:',
      steps,
      '',
      `HOMER: ${config.publicBaseUrl}/login`,
      `Questions: ${config.programStaffEmail}`,
    ].join('\n'),
  });
  await sendEmail(db, config, {
    to: config.programStaffEmail,
    subject: `New HEROS application: ${agency.agencyName}`,
    text: [
      `A new HEROS application (number ${applicationId}, ${roundName}) was submitted from the public page.`,
      '',
      `Agency: ${agency.agencyName}${agency.agencyAbbreviation ? ` (${agency.agencyAbbreviation})` : ''}`,
      `Address: ${agencyAddress}`,
      `Agency head: ${agency.agencyHeadName}, ${agency.agencyHeadTitle}, ${agency.agencyHeadEmail}`,
      `Primary contact: ${agency.primaryName}, ${agency.primaryEmail}, ${agency.primaryPhone}`,
      '',
      'Doses requested:',
      ...orders.map((o) => `- ${o.optionName} (${o.dosage}): ${o.dosesRequested}`),
    ].join('\n'),
  });
}
