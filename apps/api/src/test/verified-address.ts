import type { VerifiedAddress } from '@homer/contracts/address';

/** An in-state address as the local county/ZIP data verifies it: the forms send it back as they got it. */
export const tallahasseeAddress: VerifiedAddress = {
  street: '4052 Bald Cypress Way',
  secondary: '',
  city: 'Tallahassee',
  state: 'FL',
  zip: '32399',
  countyName: 'Leon',
  countyId: 36,
  formattedAddress: '4052 Bald Cypress Way, Tallahassee FL 32399',
};
