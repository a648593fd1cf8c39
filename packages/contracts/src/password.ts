import { z } from 'zod';
import { crossField } from './cross-field.ts';
import { envelopeSchema } from './envelope.ts';
import { fieldMessages, id, isStorableText, queryId, text } from './fields.ts';
import { uncommonLengthCommonPasswords } from './password-common-list.ts';
import { publicFormFields } from './public-form.ts';

export const passwordMessages = {
  required: 'Password is required.',
  tooShort: 'Password must be at least 10 characters.',
  tooLong: 'Password cannot be longer than 200 characters.',
  sequential: 'Password cannot contain more than 2 sequential characters.',
  common: 'Pick a less common password.',
  mismatch: 'Passwords do not match.',
  confirmRequired: 'Confirm your new password.',
  emailRequired: 'Email is required.',
  emailInvalid: 'Enter a valid email.',
  noToken: 'There was a problem processing your change password request. Please contact an administrator.',
  linkExpired: 'This password reset link has expired. Please request a new one.',
  linkUsed: 'This password reset link has already been used. Please request a new one.',
  linkInvalid: 'This password reset link is not valid. Please request a new one.',
  changed: 'Your password has been changed. Please sign in with your new password.',
  forgotTitle: 'Forgot Password Confirmation',
  forgotSent: 'Please check your email to reset your password',
} as const;

/** Spec 1 §2.7 / §9. The same limit as the sign-in form, so every accepted password can be typed there. */
export const passwordLimits = { minLength: 10, maxLength: 200, maxSequential: 2 } as const;

/** The requirements list the change-password page shows (spec 1 §2.7). */
export const passwordRequirements = [
  'At least 10 characters',
  'No more than 2 sequential characters (such as aaa, abc or 321)',
  'Not a commonly used password',
] as const;

function charClass(code: number): 'digit' | 'letter' | null {
  if (code >= 48 && code <= 57) return 'digit';
  if (code >= 97 && code <= 122) return 'letter';
  return null;
}

/**
 * "No more than 2 sequential characters" (docs/decisions/017): three or more of the same character in a row
 * ('aaa', '!!!'), or three or more letters or digits running up or down by one ('abc', 'CBA', '123', '987').
 * Letters compare without case; there is no wrap-around ('yza', '901' are allowed).
 */
export function hasSequentialCharacters(password: string): boolean {
  const s = password.toLowerCase();
  for (let i = 0; i + passwordLimits.maxSequential < s.length; i++) {
    const a = s.charCodeAt(i);
    const b = s.charCodeAt(i + 1);
    const c = s.charCodeAt(i + 2);
    if (a === b && b === c) return true;
    const kind = charClass(a);
    const step = b - a;
    if (
      kind &&
      kind === charClass(b) &&
      kind === charClass(c) &&
      (step === 1 || step === -1) &&
      c - b === step
    ) {
      return true;
    }
  }
  return false;
}

let commonSet: ReadonlySet<string> | null = null;

/**
 * Whether the password (without case) is on the common-password list: the 49,233 passwords of
 * @zxcvbn-ts/language-common. The generated file holds only the entries that the length and sequence rules do
 * not already refuse, so together the three rules refuse every entry (a test checks that against the full list).
 */
export function isCommonPassword(password: string): boolean {
  commonSet ??= new Set(uncommonLengthCommonPasswords);
  return commonSet.has(password.toLowerCase());
}

/** One new password; every rule is reported, in the order the requirements list shows them. */
export const passwordSchema = z
  .string()
  .min(1, passwordMessages.required)
  .min(passwordLimits.minLength, passwordMessages.tooShort)
  .max(passwordLimits.maxLength, passwordMessages.tooLong)
  .refine((p) => !hasSequentialCharacters(p), passwordMessages.sequential)
  .refine((p) => !isCommonPassword(p), passwordMessages.common)
  .refine(isStorableText, fieldMessages.characters);

const newPasswordFields = {
  password: passwordSchema,
  confirmPassword: text({
    max: passwordLimits.maxLength,
    trim: false,
    required: passwordMessages.confirmRequired,
    tooLong: passwordMessages.tooLong,
  }),
};
function passwordsMatch(d: { password: string; confirmPassword: string }): boolean {
  return d.password === d.confirmPassword;
}
const mismatchIssue = crossField(['password', 'confirmPassword'], {
  path: ['confirmPassword'],
  message: passwordMessages.mismatch,
});

/**
 * New password plus its confirmation. Used by change-password (reset link) and by the security tab's
 * "change own password"; the mismatch is reported on confirmPassword.
 */
export const newPasswordSchema = z.object(newPasswordFields).refine(passwordsMatch, mismatchIssue);
export type NewPassword = z.infer<typeof newPasswordSchema>;

/** The reset link's query string (spec 1 §2.7: token, userId, code). */
export const resetLinkQuerySchema = z.object({
  token: text({ max: 200, trim: false, required: true }),
  userId: queryId(),
});

/** GET api/Account/GetUserResetTokenStatus (spec 1 §3 "Reset-token status"). */
export const resetTokenStatusSchema = z.object({ isExpired: z.boolean(), message: z.string().nullable() });
export type ResetTokenStatus = z.infer<typeof resetTokenStatusSchema>;

/**
 * POST api/Account/ChangePassword: the password form plus userId, code and token (spec 1 §7), and the
 * public-form guards (the page is public).
 */
export const changePasswordRequestSchema = z
  .object({
    ...newPasswordFields,
    userId: id(),
    token: text({ max: 200, trim: false, required: passwordMessages.noToken }),
    // The spec's link carries `code`; HOMER's links carry only token and userId, so it is accepted and ignored.
    code: text({ max: 200, trim: false }).nullable().optional(),
    ...publicFormFields,
  })
  .refine(passwordsMatch, mismatchIssue);
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;
export const changePasswordResponseSchema = envelopeSchema(z.null(), z.null());

/** The forgot-password form (spec 1 §3, §5): email required and valid. */
export const forgotPasswordFormSchema = z.object({
  email: text({ max: 100, label: 'Email', required: passwordMessages.emailRequired }).pipe(
    z.email(passwordMessages.emailInvalid),
  ),
});
export type ForgotPasswordForm = z.infer<typeof forgotPasswordFormSchema>;

/** POST api/Account/ForgotPassword: the form plus the public-form guards. */
export const forgotPasswordRequestSchema = forgotPasswordFormSchema.extend(publicFormFields);
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;
export const forgotPasswordResponseSchema = envelopeSchema(z.null(), z.null());
