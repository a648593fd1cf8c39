import { centralPharmacyHelpLine } from '@homer/contracts/home-delivery';
import type { Qs1Adapter } from '../../integrations/qs1/qs1-adapter.ts';
import type { Email } from '../../platform/mail-outbox/send-email.ts';
import { patientPrescriptions } from './detail.ts';

/**
 * The patient's email address as QS1 holds it, read from the request's own prescriptions (the refill form asks
 * for no email). Null when QS1 has none for this patient.
 */
export async function patientEmailOf(
  qs1: Qs1Adapter,
  phoneNumber: string,
  rxNumbers: readonly string[],
): Promise<string | null> {
  const found = await patientPrescriptions(qs1, phoneNumber, rxNumbers);
  for (const rx of rxNumbers) {
    const email = found.get(rx)?.patientEmail?.trim();
    if (email) return email;
  }
  return null;
}

/**
 * "Your refill has shipped": how many prescriptions and the tracking number, never which drugs or Rx numbers
 * (an email can be read by anyone with access to the mailbox; decision 055).
 */
export function shippedEmail(
  to: string,
  request: { id: number; prescriptionCount: number; trackingNumber: string | null },
): Email {
  const count = `${request.prescriptionCount} prescription${request.prescriptionCount === 1 ? '' : 's'}`;
  const tracking = request.trackingNumber
    ? `Tracking number: ${request.trackingNumber}`
    : 'No tracking number was given for this package.';
  return {
    to,
    subject: 'Your home-delivery refill has shipped',
    text: [
      `Your home-delivery refill request #${request.id} (${count}) has been shipped to the address the pharmacy has on file.`,
      '',
      tracking,
      '',
      `Questions? Call the central pharmacy help line at ${centralPharmacyHelpLine}.`,
    ].join('\n'),
  };
}
