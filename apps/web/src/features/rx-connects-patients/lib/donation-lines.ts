import {
  rxPatientMessages as m,
  type RxDonationOptions,
  type RxReceiveDonation,
  rxLimits,
  rxReceiveDonationSchema,
} from '@homer/contracts/rx-connects-patients';
import type { FormErrors } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';

/** One inspected item as typed: 0 while no product is chosen, numbers '' while empty. */
export type DonationLineValues = {
  productId: number;
  lotNumber: string;
  expiryDate: string;
  quantity: number | '';
  rejected: number | '';
  rejectionReason: string;
};

export type DonationValues = {
  repositoryId: number;
  donorId: number;
  receivedOn: string;
  lines: DonationLineValues[];
  note: string;
};

export const emptyDonationLine = (): DonationLineValues => ({
  productId: 0,
  lotNumber: '',
  expiryDate: '',
  quantity: '',
  rejected: 0,
  rejectionReason: '',
});

/** A new donation received today, at the user's repository when they act for one only. */
export function donationValues(options: RxDonationOptions, today: string): DonationValues {
  const only = options.repositories.length === 1 ? options.repositories[0] : undefined;
  return {
    repositoryId: only?.value ?? 0,
    donorId: 0,
    receivedOn: today,
    lines: [emptyDonationLine()],
    note: '',
  };
}

/** An emptied Rejected is none rejected, and a reason only goes with rejected units. */
function sentLine(line: DonationLineValues): DonationLineValues {
  const rejected = line.rejected === '' ? 0 : line.rejected;
  return { ...line, rejected, rejectionReason: rejected === 0 ? '' : line.rejectionReason };
}

const sent = (values: DonationValues): DonationValues => ({ ...values, lines: values.lines.map(sentLine) });

const resolve = zod4Resolver(rxReceiveDonationSchema, { errorPriority: 'first' });

/** The contract's messages by field, on what would be sent. */
export function donationErrors(values: DonationValues): FormErrors {
  return resolve(sent(values));
}

/** The body of POST …/Donations/Receive, as the contract reads it (call once the form passed). */
export function donationBody(values: DonationValues): RxReceiveDonation {
  return rxReceiveDonationSchema.parse(sent(values));
}

/** Units of a line that go into stock (never below none while it is typed). */
export function acceptedUnits(line: Pick<DonationLineValues, 'quantity' | 'rejected'>): number {
  const quantity = line.quantity === '' ? 0 : line.quantity;
  const rejected = line.rejected === '' ? 0 : line.rejected;
  return Math.max(quantity - rejected, 0);
}

/** The donation's units accepted into stock and rejected (destroyed), over its lines. */
export function donationTotals(lines: readonly DonationLineValues[]) {
  return lines.reduce(
    (sum, line) => ({
      accepted: sum.accepted + acceptedUnits(line),
      rejected: sum.rejected + (line.rejected === '' ? 0 : Math.min(line.rejected, line.quantity || 0)),
    }),
    { accepted: 0, rejected: 0 },
  );
}

export const mayAddDonationLine = (lines: readonly unknown[]) => lines.length < rxLimits.lines;

/** Server refusals that belong to one field of the form (the rest are told above it). */
export const donationFieldOf: Readonly<Record<string, keyof DonationValues>> = {
  [m.repositoryRequired]: 'repositoryId',
  [m.repositoryNotFound]: 'repositoryId',
  [m.notLinked]: 'repositoryId',
  [m.donorRequired]: 'donorId',
  [m.donorNotFound]: 'donorId',
  [m.receivedOnRequired]: 'receivedOn',
  [m.receivedOnRange]: 'receivedOn',
  [m.noteTooLong]: 'note',
};
