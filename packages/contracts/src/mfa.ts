import { z } from 'zod';
import { loginValueSchema } from './account.ts';
import { envelopeSchema } from './envelope.ts';
import { id, queryId, text } from './fields.ts';
import { newPasswordSchema } from './password.ts';

/** Messages of the multi-factor steps; the first two are the spec's, verbatim. */
export const mfaMessages = {
  incorrectFingerprint: 'Incorrect Fingerprint.',
  cloudAbisDown: 'CloudABIS is currently down. Please wait a minute to see if the service it back up.',
  ticketExpired: 'Your sign-in has expired. Please log in again.',
  deviceFailed: 'Your device could not be verified.',
  deviceFailedTryOther: 'Your device could not be verified. Try again, or use your fingerprint instead.',
  deviceFailedNoOther:
    'Your device could not be verified. Try again, or open a support ticket if you no longer have your device.',
  methodNotEnabled: 'This sign-in method is not enabled for your account.',
  deviceNotEnrolled: 'Enroll a device before turning on device sign-in.',
  fingerprintNotEnrolled: 'Enroll a fingerprint before turning on fingerprint sign-in.',
  registrationExpired: 'The device enrollment has expired. Please start again.',
  registrationFailed: 'The device could not be enrolled.',
  deviceNameTaken: 'You already have a device with this name.',
  ownSecurityOnly: 'Only the account owner can make this change.',
} as const;

const base64url = text({ max: 20_000, trim: false });

/** A WebAuthn RegistrationResponseJSON as the browser library produces it. */
export const registrationResponseSchema = z.looseObject({
  id: base64url,
  rawId: base64url,
  type: z.literal('public-key'),
  response: z.looseObject({
    clientDataJSON: base64url,
    attestationObject: base64url,
    transports: z
      .array(text({ max: 30 }))
      .max(10)
      .optional(),
  }),
  clientExtensionResults: z.record(z.string(), z.unknown()),
  authenticatorAttachment: text({ max: 30 }).optional(),
});

/** A WebAuthn AuthenticationResponseJSON as the browser library produces it. */
export const authenticationResponseSchema = z.looseObject({
  id: base64url,
  rawId: base64url,
  type: z.literal('public-key'),
  response: z.looseObject({
    clientDataJSON: base64url,
    authenticatorData: base64url,
    signature: base64url,
    userHandle: base64url.optional(),
  }),
  clientExtensionResults: z.record(z.string(), z.unknown()),
  authenticatorAttachment: text({ max: 30 }).optional(),
});

const mfaTicket = text({ max: 2000, trim: false, required: true });
export const mfaTicketRequestSchema = z.object({ mfaTicket });

/** Device step. `response: null` is the spec's "verifying without an assertion" after a device failure. */
export const deviceVerifyRequestSchema = z.object({
  mfaTicket,
  response: authenticationResponseSchema.nullable(),
});

/** Fingerprint step: a captured template (base64 from a reader, or the simulator's sample). */
export const fingerprintTemplateSchema = text({
  max: 20_000,
  required: 'Scan your fingerprint first.',
  tooLong: 'The fingerprint scan is too large.',
});
export const fingerprintVerifyRequestSchema = z.object({
  mfaTicket,
  template: fingerprintTemplateSchema,
});

/** Options for navigator.credentials: kept as plain JSON, shaped by @simplewebauthn on both sides. */
export const webAuthnOptionsResponseSchema = envelopeSchema(z.record(z.string(), z.unknown()), z.null());
export const mfaLoginResponseSchema = envelopeSchema(loginValueSchema, z.null());
export const mfaStepResponseSchema = envelopeSchema(z.boolean(), z.null());

/** How fingerprints are matched: the CloudABIS service, the development simulator, or not at all. */
export const fingerprintModeSchema = z.enum(['cloudabis', 'simulator', 'unavailable']);
export type FingerprintMode = z.infer<typeof fingerprintModeSchema>;

// ---- Security tab (admin/users/user/edit/security/{id}) ----

export const deviceSchema = z.object({
  id: z.number().int(),
  deviceName: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type Device = z.infer<typeof deviceSchema>;

export const userSecuritySchema = z.object({
  userId: z.number().int(),
  userName: z.string(),
  fullName: z.string(),
  /** True when the viewer is the account owner (enrolment and password change are owner-only). */
  isOwner: z.boolean(),
  needToResetPin: z.boolean(),
  fidoMfa: z.boolean(),
  fingerprintMfa: z.boolean(),
  fingerprintEnrolled: z.boolean(),
  fingerprintMode: fingerprintModeSchema,
  devices: z.array(deviceSchema),
});
export type UserSecurity = z.infer<typeof userSecuritySchema>;

export const userIdQuerySchema = z.object({ userId: queryId() });

export const deviceNameSchema = text({ max: 50, label: 'Device name', required: true });

export const deviceNameFormSchema = z.object({ deviceName: deviceNameSchema });
export type DeviceNameForm = z.infer<typeof deviceNameFormSchema>;

export const registerDeviceRequestSchema = z.object({
  userId: id(),
  deviceName: deviceNameSchema,
  response: registrationResponseSchema,
});

export const removeDeviceRequestSchema = z.object({
  userId: id(),
  deviceId: id(),
});

export const enrollFingerprintRequestSchema = z.object({
  userId: id(),
  template: fingerprintTemplateSchema,
});

export const setMfaMethodsRequestSchema = z.object({
  userId: id(),
  fidoMfa: z.boolean(),
  fingerprintMfa: z.boolean(),
});

export const userSecurityResponseSchema = envelopeSchema(userSecuritySchema, z.null());

export const currentPasswordMessages = {
  required: 'Current password is required.',
  incorrect: 'The current password is incorrect.',
  changed: 'Your password has been changed.',
} as const;

/** Change own password on the security tab: the current password, then the new one twice. */
export const changeOwnPasswordFormSchema = z
  .object({
    currentPassword: text({ max: 200, trim: false, required: currentPasswordMessages.required }),
  })
  .and(newPasswordSchema);
export type ChangeOwnPasswordForm = z.infer<typeof changeOwnPasswordFormSchema>;
export const changeOwnPasswordRequestSchema = z.object({ userId: id() }).and(changeOwnPasswordFormSchema);
