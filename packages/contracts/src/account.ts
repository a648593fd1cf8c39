import { z } from 'zod';
import { moduleAccessSchema } from './access-schema.ts';
import { envelopeSchema, optionSchema } from './envelope.ts';
import { queryId, text } from './fields.ts';

export const loginRequestSchema = z.object({
  userName: text({ max: 100, required: 'Username is required.', tooLong: 'Username is too long.' }),
  password: text({
    max: 200,
    trim: false,
    required: 'Password is required.',
    tooLong: 'Password is too long.',
  }),
  /** With ?fingerprintSuccess=true: the multi-factor ticket whose fingerprint the server has matched. */
  mfaTicket: text({ max: 2000, trim: false }).optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** POST api/Account/Login?fingerprintSuccess=true: a flag the client shows, never trusted on its own. */
export const loginQuerySchema = z.object({ fingerprintSuccess: z.stringbool().optional() });

export const ssoEmailSchema = z.object({
  email: text({ max: 51, label: 'Email', required: true }).pipe(z.email('Enter a valid email.')),
});
export type SsoEmail = z.infer<typeof ssoEmailSchema>;

/** Spec §3 "User (session)", plus the module rights the shell needs to build navigation. */
export const sessionUserSchema = z.object({
  id: z.number().int(),
  userName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  inactivityTimeout: z.boolean(),
  isInternalBphpUser: z.boolean(),
  invWorkstationId: z.number().int().nullable(),
  isRxUser: z.boolean(),
  needToResetPin: z.boolean(),
  mobileScanning: z.boolean(),
  access: z.array(moduleAccessSchema),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/**
 * What GetUserInfo answers: the session's user plus whether this session was opened with a second factor, so the
 * web can tell before a PHI page is opened that the server would refuse it (467) and say why (decision 083).
 */
export const currentUserSchema = sessionUserSchema.extend({ mfaVerified: z.boolean() });
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const loginValueSchema = z.object({
  userId: z.number().int(),
  fidoMfa: z.boolean(),
  fingerprintMfa: z.boolean(),
  token: z.string().nullable(),
  user: z.object({ id: z.number().int(), needToResetPin: z.boolean() }),
  entraIdentifierUrl: z.string().nullable(),
  entraLoginUrl: z.string().nullable(),
  /**
   * Set instead of a token when a second factor is required: a short-lived signed ticket (not a session)
   * that the device or fingerprint step exchanges for a session (docs/decisions/018).
   */
  mfaTicket: z.string().nullable(),
});
export type LoginValue = z.infer<typeof loginValueSchema>;
export const loginResponseSchema = envelopeSchema(loginValueSchema, z.null());

/** Envelope whose value is a URL to send the browser to (SsoLogin, SingleSignOut). */
export const redirectResponseSchema = envelopeSchema(z.string(), z.null());

export const singleSignOutQuerySchema = z.object({
  userId: queryId().optional(),
  entraIdentifierUrl: text({ max: 500 }).optional(),
  entraLoginUrl: text({ max: 500 }).optional(),
});

/** The SSO callback lands on /login?userIdFromSso=..&ssoCode=..; the one-time code buys the session token. */
export const ssoExchangeRequestSchema = z.object({
  userId: queryId(),
  code: text({ max: 200, trim: false, required: true }),
});
export const ssoExchangeResponseSchema = envelopeSchema(z.object({ token: z.string() }), z.null());

export const userObjectQuerySchema = z.object({ userId: queryId() });

/** QR sign-in for mobile scanning (spec document 1 §4.11). */
export const qrTokenValueSchema = z.object({
  token: z.string(),
  url: z.string(),
  expiresAt: z.string(),
});
export const qrCreateResponseSchema = envelopeSchema(qrTokenValueSchema, z.null());
export const qrValidateQuerySchema = z.object({ token: text({ max: 200, trim: false, required: true }) });
export const qrValidateResponseSchema = envelopeSchema(
  z.object({ token: z.string(), userId: z.number().int() }),
  z.null(),
);
/** A QR sign-in token lives this long, and works once. */
export const qrTokenSeconds = 120;

// Kept in a zod-free module for the login page's start-up code (docs/decisions/030-page-weight-budgets.md).
export { accountMessages } from './account-messages.ts';

/** POST api/Account/GetUserInfo: the current user, or null when the token is not a live session. */
export const userInfoResponseSchema = currentUserSchema.nullable();

export const logoutResponseSchema = envelopeSchema(z.null(), z.null());

export const facilityOptionsSchema = z.array(optionSchema);

/** Spec §7: the only calls a mobile-scanning session may make, plus reading and ending its own session. */
export const mobileScanningAllowedCalls: readonly string[] = [
  '/api/QrLogin/ValidateToken',
  '/api/MobileScanning/Scan',
  '/api/sse-notif/remove',
  // Its own events only (decision 046).
  '/api/sse-notif/stream',
  '/api/Administration/Strich/GetStrichLicense',
  '/api/online/list',
  '/api/Home/GetOptions',
  '/api/Account/GetUserInfo',
  '/api/Account/Logout',
];
