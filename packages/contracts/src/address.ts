import { z } from 'zod';
import { envelopeSchema } from './envelope.ts';

export const addressMessages = {
  notFound: 'No valid address was found. Please check the street, city and ZIP code.',
} as const;

/** What a person types; the address service turns it into a verified address or nothing. */
export const addressInputSchema = z.object({
  street: z
    .string()
    .trim()
    .min(1, 'Street is required.')
    .max(100, 'Street cannot be longer than 100 characters.'),
  secondary: z.string().trim().max(50, 'Apt/Suite cannot be longer than 50 characters.').default(''),
  city: z.string().trim().min(1, 'City is required.').max(50, 'City cannot be longer than 50 characters.'),
  state: z.string().trim().length(2, 'State is required.'),
  zip: z
    .string()
    .trim()
    .regex(/^\d{5}(-\d{4})?$/, 'Enter a 5-digit ZIP code.'),
});
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

/** GET api/PublicAddress/Verify: the verified address in `value`, or the not-found message. */
export const verifyAddressResponseSchema = envelopeSchema(verifiedAddressSchema, z.null());
