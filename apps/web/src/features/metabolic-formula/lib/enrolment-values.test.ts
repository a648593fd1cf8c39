import type { MfEnrolment } from '@homer/contracts/metabolic-formula';
import { mfMessages as m, mfEnrolmentSaveSchema } from '@homer/contracts/metabolic-formula';
import { describe, expect, it } from 'vitest';
import { enrolmentErrors, enrolmentValues } from './enrolment-values.ts';

const address = {
  street: '2555 Shumard Oak Blvd',
  secondary: '',
  city: 'Tallahassee',
  state: 'FL',
  zip: '32399',
  countyName: 'Leon',
  countyId: 37,
  formattedAddress: '2555 Shumard Oak Blvd, Tallahassee FL 32399',
};

const enrolment: MfEnrolment = {
  patientId: 7,
  firstName: 'Ada',
  lastName: 'Lovelace',
  dateOfBirth: '2015-03-04',
  phone: '8505550100',
  email: null,
  diagnosis: 'PKU',
  diagnosisOther: null,
  treatmentCentre: 'Tampa General',
  stateResident: true,
  payerStatus: 'Insurance denied',
  inventorySiteId: 3,
  inventorySiteName: 'Central Pharmacy Main Inventory',
  shippingMethod: 'Ground',
  address,
  eligibility: 'Pending',
  decidedBy: null,
  decidedAt: null,
  decisionNote: null,
  recertifyBy: null,
  lapsed: false,
  recertifyDueSoon: false,
  enrolledAt: '2026-01-01T12:00:00Z',
};

describe('enrolmentErrors', () => {
  it('refuses an empty form with the contract’s message for each required field', () => {
    expect(enrolmentErrors(enrolmentValues(null))).toEqual({
      firstName: m.firstNameRequired,
      lastName: m.lastNameRequired,
      dateOfBirth: m.dateOfBirthRequired,
      diagnosis: m.diagnosisRequired,
      treatmentCentre: m.treatmentCentreRequired,
      stateResident: m.residencyRequired,
      payerStatus: m.payerStatusRequired,
      inventorySiteId: m.siteRequired,
      shippingMethod: m.shippingMethodRequired,
      address: m.addressRequired,
    });
  });

  it('passes a saved enrolment as it is, and its body is what the contract sends', () => {
    const values = enrolmentValues(enrolment);
    expect(enrolmentErrors(values)).toEqual({});
    expect(mfEnrolmentSaveSchema.parse(values)).toMatchObject({
      patientId: 7,
      phone: '8505550100',
      email: '',
      diagnosisOther: '',
      address,
    });
  });

  it('asks for the other diagnosis, a ten-digit phone and a past date of birth', () => {
    const values = {
      ...enrolmentValues(enrolment),
      diagnosis: 'Other' as const,
      phone: '555-01',
      dateOfBirth: '2099-01-01',
    };
    expect(enrolmentErrors(values)).toEqual({
      phone: m.phoneFormat,
      dateOfBirth: m.dateOfBirthRange,
      diagnosisOther: m.diagnosisOtherRequired,
    });
    expect(
      enrolmentErrors({ ...values, dateOfBirth: '2020-02-30', diagnosisOther: 'GAMT deficiency' }),
    ).toEqual({ phone: m.phoneFormat, dateOfBirth: m.dateInvalid });
  });
});
