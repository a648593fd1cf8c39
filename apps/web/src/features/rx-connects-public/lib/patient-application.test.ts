import type { VerifiedAddress } from '@homer/contracts/address';
import { rxApplicationMessages as m } from '@homer/contracts/rx-patient-application';
import { describe, expect, it } from 'vitest';
import {
  emptyPatientApplication,
  type PatientApplicationValues,
  repositoryChoices,
  validatePatientApplication,
} from './patient-application.ts';

const leon: VerifiedAddress = {
  street: '4052 Bald Cypress Way',
  secondary: '',
  city: 'Tallahassee',
  state: 'FL',
  zip: '32399',
  countyName: 'Leon',
  countyId: 36,
  formattedAddress: '4052 Bald Cypress Way, Tallahassee FL 32399',
};

const complete: PatientApplicationValues = {
  firstName: 'Pat',
  lastName: 'Patient',
  dateOfBirth: '1960-04-02',
  emailAddress: 'pat@example.com',
  phoneNumber: '850-555-0100',
  smartyAddress: leon,
  countyId: 36,
  isFloridaResident: true,
  coverage: 'Uninsured',
  medicinesNeeded: 'Metformin 500 mg twice a day',
  repositoryId: 1,
  isAttested: true,
  signature: 'Pat Patient',
};

const today = '2026-05-20';

describe('validatePatientApplication', () => {
  it('accepts a complete application', () => {
    expect(validatePatientApplication(complete, today)).toEqual({});
  });

  it('gives the contract’s message for each required field of an empty form', () => {
    expect(validatePatientApplication(emptyPatientApplication, today)).toMatchObject({
      firstName: m.firstNameRequired,
      lastName: m.lastNameRequired,
      dateOfBirth: m.dateOfBirthRequired,
      emailAddress: 'Email is required.',
      phoneNumber: 'Phone is required.',
      smartyAddress: m.addressRequired,
      countyId: m.countyRequired,
      isFloridaResident: m.residentRequired,
      coverage: m.coverageRequired,
      medicinesNeeded: m.medicinesRequired,
      repositoryId: m.repositoryRequired,
      isAttested: m.attestationRequired,
      signature: m.signatureRequired,
    });
  });

  it('refuses a verified address outside Florida', () => {
    const georgia = { ...leon, state: 'GA', city: 'Atlanta', zip: '30303', countyName: 'Fulton' };
    expect(validatePatientApplication({ ...complete, smartyAddress: georgia }, today)).toEqual({
      smartyAddress: m.notFlorida,
    });
  });

  it('refuses a date of birth after today, and keeps the contract’s own message for a malformed one', () => {
    expect(validatePatientApplication({ ...complete, dateOfBirth: '2026-05-21' }, today)).toEqual({
      dateOfBirth: m.dateOfBirthRange,
    });
    expect(validatePatientApplication({ ...complete, dateOfBirth: today }, today)).toEqual({});
    expect(validatePatientApplication({ ...complete, dateOfBirth: '2026-02-30' }, today)).toEqual({
      dateOfBirth: m.dateInvalid,
    });
  });

  it('refuses a phone number that is not a US number', () => {
    expect(validatePatientApplication({ ...complete, phoneNumber: '555-12' }, today)).toEqual({
      phoneNumber: m.invalidPhone,
    });
  });
});

describe('repositoryChoices', () => {
  it('names each repository with its place, by its id', () => {
    expect(
      repositoryChoices([
        { value: 4, text: 'Neighborhood Pharmacy', place: 'Tallahassee, Leon County' },
        { value: 9, text: 'Clinic', place: '' },
      ]),
    ).toEqual([
      { value: 4, text: 'Neighborhood Pharmacy (Tallahassee, Leon County)' },
      { value: 9, text: 'Clinic' },
    ]);
  });

  it('has nothing to offer until the list has loaded', () => {
    expect(repositoryChoices(undefined)).toBeUndefined();
  });
});
