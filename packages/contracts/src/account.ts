import { z } from 'zod';
import { moduleAccessSchema } from './access.ts';
import { envelopeSchema, optionSchema } from './envelope.ts';

export const loginRequestSchema = z.object({
  userName: z.string().trim().min(1, 'Username is required.').max(100, 'Username is too long.'),
  password: z.string().min(1, 'Password is required.').max(200, 'Password is too long.'),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const ssoEmailSchema = z.object({
  email: z.email('Enter a valid email.').max(51, 'Email cannot be longer than 51 characters.'),
});

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

export const loginValueSchema = z.object({
  userId: z.number().int(),
  fidoMfa: z.boolean(),
  fingerprintMfa: z.boolean(),
  token: z.string().nullable(),
  user: z.object({ id: z.number().int(), needToResetPin: z.boolean() }),
  entraIdentifierUrl: z.string().nullable(),
  entraLoginUrl: z.string().nullable(),
});
export type LoginValue = z.infer<typeof loginValueSchema>;
export const loginResponseSchema = envelopeSchema(loginValueSchema, z.null());

/** POST api/Account/GetUserInfo: the current user, or null when the token is not a live session. */
export const userInfoResponseSchema = sessionUserSchema.nullable();

export const logoutResponseSchema = envelopeSchema(z.null(), z.null());

export const facilityOptionsSchema = z.array(optionSchema);

/** Spec §9: an idle session of a user with inactivityTimeout ends after 450 seconds. */
export const inactivityLimitSeconds = 450;

/** Spec §7: the only calls a mobile-scanning session may make, plus reading and ending its own session. */
export const mobileScanningAllowedCalls: readonly string[] = [
  '/api/QrLogin/ValidateToken',
  '/api/MobileScanning/Scan',
  '/api/sse-notif/remove',
  '/api/Administration/Strich/GetStrichLicense',
  '/api/online/list',
  '/api/Home/GetOptions',
  '/api/Account/GetUserInfo',
  '/api/Account/Logout',
];
