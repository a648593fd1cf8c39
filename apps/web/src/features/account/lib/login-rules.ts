import { type LoginRequest, loginRequestSchema } from '@homer/contracts/account';
import { zod4Resolver } from 'mantine-form-zod-resolver';

/**
 * The login form's rules, from the contract. A chunk of their own: they bring zod, which the login page loads
 * once someone starts on the form rather than before its first render (docs/decisions/030-page-weight-budgets.md).
 */
export const loginRules = {
  validate: zod4Resolver(loginRequestSchema),
  parse: (values: LoginRequest): LoginRequest => loginRequestSchema.parse(values),
};
