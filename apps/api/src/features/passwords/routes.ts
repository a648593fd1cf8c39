import { errorBodySchema } from '@homer/contracts/envelope';
import {
  changePasswordRequestSchema,
  changePasswordResponseSchema,
  forgotPasswordRequestSchema,
  forgotPasswordResponseSchema,
  passwordMessages,
  resetLinkQuerySchema,
  resetTokenStatusSchema,
} from '@homer/contracts/password';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/pool.ts';
import { changePasswordWithToken } from '../../platform/passwords/change-password.ts';
import { requestPasswordReset, resetEmailsSettled } from '../../platform/passwords/forgot-password.ts';
import { checkResetToken } from '../../platform/passwords/reset-token.ts';
import { publicFormRateLimit } from '../../plugins/captcha.ts';
import { refused, succeeded } from '../../plugins/errors.ts';

/** Spec 1 §2.7, §2.8, §7: forgot-password and change-password (reset link), both public. */
export const passwordRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  const tags = ['Account'];
  // Reset emails still being written when the server stops are finished first.
  app.addHook('onClose', resetEmailsSettled);

  app.post(
    '/api/Account/ForgotPassword',
    {
      config: { access: 'public', captcha: true, rateLimit: publicFormRateLimit(config) },
      schema: {
        tags,
        body: forgotPasswordRequestSchema,
        response: { 200: forgotPasswordResponseSchema, 400: errorBodySchema },
      },
    },
    async (request) => {
      requestPasswordReset(db, config, request.body.email, (error) => {
        request.log.error({ err: error }, 'password reset email failed');
      });
      return succeeded();
    },
  );

  app.get(
    '/api/Account/GetUserResetTokenStatus',
    {
      config: { access: 'public', rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags,
        querystring: resetLinkQuerySchema,
        response: { 200: resetTokenStatusSchema, 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const check = await checkResetToken(db, request.query.token, request.query.userId);
      return check.valid ? { isExpired: false, message: null } : { isExpired: true, message: check.message };
    },
  );

  app.post(
    '/api/Account/ChangePassword',
    {
      config: { access: 'public', captcha: true, rateLimit: publicFormRateLimit(config) },
      schema: {
        tags,
        body: changePasswordRequestSchema,
        response: { 200: changePasswordResponseSchema, 400: errorBodySchema },
      },
    },
    async (request) => {
      const outcome = await changePasswordWithToken(db, request.body);
      if (!outcome.changed) return refused(outcome.message);
      return succeeded({ message: passwordMessages.changed });
    },
  );
};
