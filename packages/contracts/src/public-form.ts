import { z } from 'zod';
import { text } from './fields.ts';

export const publicFormMessages = {
  captchaRequired: 'Please wait for the security check to finish, then submit again.',
  captchaRejected: 'The security check has expired or was already used. Please submit again.',
  honeyPot: 'This submission cannot be accepted.',
} as const;

/** Spec document 2 §9: how often each public form re-runs its invisible captcha. */
export const captchaInterval = { fast: 2000, slow: 5000 } as const;

/**
 * The two guards every public form carries (spec document 2 §5): a captcha solution, verified and spent on
 * the server, and a hidden honeypot that a person never ticks.
 */
export const publicFormFields = {
  honeyPot: z.boolean().refine((ticked) => !ticked, publicFormMessages.honeyPot),
  recaptcha: text({ max: 8000, trim: false, required: publicFormMessages.captchaRequired }),
};

/** GET api/Captcha/Challenge: an ALTCHA v2 challenge, solved by the browser. */
export const captchaChallengeSchema = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    expiresAt: z.number().optional(),
  }),
  signature: z.string(),
});
