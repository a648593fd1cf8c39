import { z } from 'zod';
import { envelopeSchema } from './envelope.ts';
import { id, text } from './fields.ts';

export const addressMessages = {
  notFound: 'No valid address was found. Please check the street, city and ZIP code.',
} as const;

const street = text({ max: 100, label: 'Street', required: true });
const secondary = text({ max: 50, label: 'Apt/Suite' });
const city = text({ max: 50, label: 'City', required: true });
const state = text({ max: 2, required: 'State is required.', tooLong: 'State is required.' }).length(
  2,
  'State is required.',
);
const zip = text({
  max: 10,
  required: 'Enter a 5-digit ZIP code.',
  tooLong: 'Enter a 5-digit ZIP code.',
}).regex(/^\d{5}(-\d{4})?$/, 'Enter a 5-digit ZIP code.');

/** What a person types; the address service turns it into a verified address or nothing. */
export const addressInputSchema = z.object({ street, secondary: secondary.default(''), city, state, zip });
export type AddressInput = z.infer<typeof addressInputSchema>;

/** The spec's "smartyAddress": a verified address with its county. */
export const verifiedAddressSchema = z.object({
  street: z.string(),
  secondary: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  countyName: z.string(),
  countyId: z.number().int(),
  formattedAddress: z.string(),
});
export type VerifiedAddress = z.infer<typeof verifiedAddressSchema>;

/**
 * A verified address as a form sends it back (HEROS, Rx Connects). The server verifies it again before storing;
 * these are the limits of the columns it is stored in (rx_connects_* address columns, counties.name), so any copy
 * that gets that far can be stored.
 */
export const verifiedAddressInputSchema = z.object({
  street,
  secondary,
  city,
  state,
  zip,
  countyName: text({ max: 50, label: 'County' }),
  countyId: id('County is required.'),
  formattedAddress: text({ max: 250, label: 'Address', required: true }),
});

/** GET api/PublicAddress/Verify: the verified address in `value`, or the not-found message. */
export const verifyAddressResponseSchema = envelopeSchema(verifiedAddressSchema, z.null());
