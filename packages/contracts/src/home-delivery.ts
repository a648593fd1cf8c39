import { z } from 'zod';
import { crossField, crossFieldParams, whenFieldsValid } from './cross-field.ts';
import { envelopeSchema } from './envelope.ts';
import { text } from './fields.ts';
import { publicFormFields } from './public-form.ts';

/**
 * The central pharmacy help line shown on the refill form. The spec does not give the number; this is a
 * placeholder (555-01xx numbers are reserved for fiction) to be replaced before go-live (decision 016).
 */
export const centralPharmacyHelpLine = '(850) 555-0142';

/** Spec document 2 §9: Rx numbers are 8 digits, up to 6 per request. */
export const rxNumberLength = 8;
export const rxNumberFields = [
  'rxNumber1',
  'rxNumber2',
  'rxNumber3',
  'rxNumber4',
  'rxNumber5',
  'rxNumber6',
] as const;
export type RxNumberField = (typeof rxNumberFields)[number];

export const homeDeliveryMessages = {
  rxRequired: 'Rx Number is required.',
  rxTooLong: 'Rx Number cannot be longer than 8 characters.',
  rxNumeric: 'Rx Number must contain digits only.',
  rxUnique: 'Please enter a unique Rx Number under boxes 2-6',
  phoneRequired: 'Phone Number is required.',
  phoneTooLong: 'Phone Number cannot be longer than 21 characters.',
  notFound: 'We could not find this Rx Number for the phone number entered.',
  noRefills: 'This prescription has no refills remaining. Please contact your prescriber.',
  inactive: 'This prescription cannot be refilled by home delivery. Please call the help line.',
  verifyFailed: 'One or more Rx Numbers could not be refilled. Please check the numbers marked in red.',
  verified: 'Your Rx Numbers were verified.',
  submitted: 'Your refill request has been submitted.',
  alreadyRequested:
    'A refill request for this Rx Number is already open. It will be mailed to you; you do not need to send it again.',
  duplicateRequest:
    'One or more Rx Numbers already have an open refill request. Remove the numbers marked in red and submit again.',
} as const;

/** Only the first 8 digits of a number take part in matching (spec document 2 §5). */
export function rxKey(rxNumber: string): string {
  return rxNumber.trim().slice(0, rxNumberLength);
}

const rxNumberSchema = z
  .string()
  .trim()
  .regex(/^\d*$/, homeDeliveryMessages.rxNumeric)
  .max(rxNumberLength, homeDeliveryMessages.rxTooLong);

const phoneNumberSchema = text({
  max: 21,
  required: homeDeliveryMessages.phoneRequired,
  tooLong: homeDeliveryMessages.phoneTooLong,
});

/** The form's own fields: what the web validates before asking for verification. */
export const homeDeliveryFormSchema = z
  .object({
    rxNumber1: rxNumberSchema.min(1, homeDeliveryMessages.rxRequired),
    rxNumber2: rxNumberSchema,
    rxNumber3: rxNumberSchema,
    rxNumber4: rxNumberSchema,
    rxNumber5: rxNumberSchema,
    rxNumber6: rxNumberSchema,
    phoneNumber: phoneNumberSchema,
  })
  .superRefine(
    (form, ctx) => {
      // A repeat is flagged on the later box, so box 1 is never the one marked.
      const seen = new Set<string>();
      for (const field of rxNumberFields) {
        const value = form[field];
        const key = typeof value === 'string' ? rxKey(value) : '';
        if (key === '') continue;
        if (seen.has(key))
          ctx.addIssue({
            code: 'custom',
            path: [field],
            message: homeDeliveryMessages.rxUnique,
            params: crossFieldParams,
          });
        seen.add(key);
      }
    },
    // A box that fails its own rule ('12a') can still repeat another: compare whatever the boxes hold.
    { when: whenFieldsValid() },
  );
export type HomeDeliveryForm = z.infer<typeof homeDeliveryFormSchema>;

/** POST api/PublicHomeDelivery/VerifyAndSubmitHomeDeliveryRefill. */
export const homeDeliveryVerifyRequestSchema = homeDeliveryFormSchema.safeExtend(publicFormFields);
export type HomeDeliveryVerifyRequest = z.infer<typeof homeDeliveryVerifyRequestSchema>;

export const rxRefillSchema = z.object({
  rxNumber: z.string(),
  refillsRemaining: z.number().int().nullable(),
  /** Set when this prescription cannot be refilled; the page marks its box invalid with it. */
  errorMessage: z.string().nullable(),
});
export type RxRefill = z.infer<typeof rxRefillSchema>;

/** The spec's "Home delivery refill" model as the server returns it. */
export const homeDeliveryModelSchema = z.object({
  phoneNumber: z.string(),
  rxNumbers: z.array(z.string()),
  rxRefills: z.array(rxRefillSchema),
});
export type HomeDeliveryModel = z.infer<typeof homeDeliveryModelSchema>;

export const homeDeliveryVerifyResponseSchema = envelopeSchema(z.null(), homeDeliveryModelSchema);

/**
 * POST api/PublicHomeDelivery/SubmitHomeDeliveryRefill: the verified model, sent back with a fresh captcha.
 * The server verifies the numbers again; the refills remaining it stores are its own, not the client's.
 */
export const homeDeliverySubmitRequestSchema = z
  .object({
    phoneNumber: phoneNumberSchema,
    rxNumbers: z
      .array(rxNumberSchema.min(1, homeDeliveryMessages.rxRequired))
      .min(1, homeDeliveryMessages.rxRequired)
      .max(rxNumberFields.length),
    // Sent back as the page got them, and ignored: the server looks the refills up again.
    rxRefills: z
      .array(
        rxRefillSchema.extend({
          rxNumber: text({ max: rxNumberLength, trim: false }),
          errorMessage: text({ max: 500, trim: false }).nullable(),
        }),
      )
      .max(rxNumberFields.length)
      .optional(),
    ...publicFormFields,
  })
  .refine(
    (body) => new Set(body.rxNumbers.map(rxKey)).size === body.rxNumbers.length,
    crossField(['rxNumbers'], { path: ['rxNumbers'], message: homeDeliveryMessages.rxUnique }),
  );
export type HomeDeliverySubmitRequest = z.infer<typeof homeDeliverySubmitRequestSchema>;

/** `value` is the stored request's id. */
export const homeDeliverySubmitResponseSchema = envelopeSchema(z.number().int(), homeDeliveryModelSchema);
