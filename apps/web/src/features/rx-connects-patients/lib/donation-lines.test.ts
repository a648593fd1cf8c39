import { rxPatientMessages as m, type RxDonationOptions } from '@homer/contracts/rx-connects-patients';
import { describe, expect, it } from 'vitest';
import {
  acceptedUnits,
  type DonationLineValues,
  type DonationValues,
  donationBody,
  donationErrors,
  donationTotals,
  donationValues,
  emptyDonationLine,
  mayAddDonationLine,
} from './donation-lines.ts';

const options: RxDonationOptions = {
  repositories: [{ value: 3, text: 'Leon Free Clinic Pharmacy' }],
  donors: [{ value: 8, text: 'Capital Long-Term Care' }],
  products: [
    {
      value: 4,
      text: 'Amoxicillin 500 mg capsule',
      ndc: '0093-3109-01',
      dispensingUnit: 'capsule',
      packSize: 100,
    },
  ],
  allRepositories: false,
};

const accepted: DonationLineValues = {
  productId: 4,
  lotNumber: 'AB123',
  expiryDate: '2027-06-30',
  quantity: 100,
  rejected: 0,
  rejectionReason: '',
};
const partlyRejected: DonationLineValues = {
  productId: 5,
  lotNumber: 'CD-9',
  expiryDate: '2027-01-31',
  quantity: 40,
  rejected: 10,
  rejectionReason: 'Seal broken',
};
const filled: DonationValues = {
  repositoryId: 3,
  donorId: 8,
  receivedOn: '2026-07-14',
  lines: [accepted, partlyRejected],
  note: '',
};

describe('donationValues', () => {
  it('receives today at the only repository, or asks for one', () => {
    expect(donationValues(options, '2026-07-14')).toEqual({
      repositoryId: 3,
      donorId: 0,
      receivedOn: '2026-07-14',
      lines: [emptyDonationLine()],
      note: '',
    });
    expect(
      donationValues({ ...options, repositories: [...options.repositories, { value: 4, text: 'B' }] }, 'x')
        .repositoryId,
    ).toBe(0);
  });
});

describe('donationErrors', () => {
  it('refuses an empty donation with the contract’s message for each required field', () => {
    expect(donationErrors({ ...donationValues(options, '2026-07-14'), repositoryId: 0 })).toEqual({
      repositoryId: m.repositoryRequired,
      donorId: m.donorRequired,
      'lines.0.productId': m.productRequired,
      'lines.0.lotNumber': m.lotRequired,
      'lines.0.expiryDate': m.expiryRequired,
      'lines.0.quantity': m.quantityRange,
    });
  });

  it('passes a filled donation, and what it sends is what the contract takes', () => {
    expect(donationErrors(filled)).toEqual({});
    expect(donationBody(filled).lines).toEqual([{ ...accepted, rejectionReason: null }, partlyRejected]);
  });

  it('asks for the reason of rejected units, and no more rejected than received', () => {
    const noReason = { ...filled, lines: [{ ...partlyRejected, rejectionReason: '  ' }] };
    expect(donationErrors(noReason)).toEqual({
      'lines.0.rejectionReason': m.rejectionReasonRequired,
    });
    const tooMany = { ...filled, lines: [{ ...partlyRejected, rejected: 41 }] };
    expect(donationErrors(tooMany)).toEqual({ 'lines.0.rejected': m.rejectedRange });
  });

  it('sends no reason when nothing is rejected, and an emptied Rejected as none', () => {
    const line = { ...partlyRejected, rejected: '' as const };
    const body = donationBody({ ...filled, lines: [line] });
    expect(body.lines[0]).toMatchObject({ rejected: 0, rejectionReason: null });
    expect(donationErrors({ ...filled, lines: [line] })).toEqual({});
  });

  it('refuses a lot number with characters a label does not carry', () => {
    const odd = { ...filled, lines: [{ ...accepted, lotNumber: 'lot\u00e9' }] };
    expect(donationErrors(odd)).toEqual({ 'lines.0.lotNumber': m.lotInvalid });
  });
});

describe('totals', () => {
  it('counts accepted and rejected units, never below none while typed', () => {
    expect(acceptedUnits({ quantity: 40, rejected: 10 })).toBe(30);
    expect(acceptedUnits({ quantity: '', rejected: 5 })).toBe(0);
    expect(donationTotals(filled.lines)).toEqual({ accepted: 130, rejected: 10 });
    expect(mayAddDonationLine(Array.from({ length: 20 }))).toBe(false);
    expect(mayAddDonationLine([1])).toBe(true);
  });
});
