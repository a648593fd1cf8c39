import { z } from 'zod';
import { can, Module, type ModuleAccess, Role, roleSatisfies } from './access.ts';
import { envelopeSchema } from './envelope.ts';
import { id, queryIdOrZero, text } from './fields.ts';
import { saveUserRequestSchema, userListQuerySchema, userRowSchema } from './users.ts';

/** Creating users, welcome/reset emails, unlocking and the list's extra filters (decision 040). */
export const userAdminMessages = {
  userNameTaken: 'Another user already has this user name.',
  userNameInvalid: 'User name may contain letters, digits and . _ - @ only.',
  moduleRequired: 'Choose the module of the first module access.',
  roleRequired: 'Choose the role of the first module access.',
  created: 'User created. A welcome email with a link to set a password has been sent.',
  welcomeSent: 'A welcome email has been sent.',
  resetSent: 'A password reset email has been sent.',
  userDisabled: 'A disabled user cannot be sent a welcome or reset email.',
  tooManyEmails: 'This user has already been sent 3 emails in the last hour. Try again later.',
  tooManyUsers: 'The filter matches more than 1,000 users. Narrow it to send at most 1,000 emails at a time.',
  noUsers: 'No enabled user matches the filter.',
  unlocked: 'The account is unlocked: earlier failed sign-ins no longer count.',
  /** Decision 065: every change to another user needs the editor's rank in each module that user holds. */
  outranked: 'You cannot change a user who holds a module or role above your own access.',
} as const;

/** At most this many users get an email from one "send to all of the filter". */
export const sendToFilterLimit = 1000;

const moduleSchema = z.enum(Object.values(Module) as [Module, ...Module[]], {
  message: userAdminMessages.moduleRequired,
});
const roleSchema = z.enum(Object.values(Role) as [Role, ...Role[]], {
  message: userAdminMessages.roleRequired,
});

/** POST api/Administration/Users/CreateUser: the details tab's fields plus a user name and one module access. */
export const createUserRequestSchema = saveUserRequestSchema
  .pick({ firstName: true, lastName: true, email: true, phoneNumber: true })
  .extend({
    userName: text({ max: 100, label: 'User name', required: true }).refine(
      (v) => v === '' || /^[A-Za-z0-9._@-]+$/.test(v),
      userAdminMessages.userNameInvalid,
    ),
    module: moduleSchema,
    role: roleSchema,
  });
export type CreateUserRequest = z.infer<typeof createUserRequestSchema>;
export const createUserResponseSchema = envelopeSchema(z.number().int(), z.null());

/** Last sign-in filter: never, not within 30/90 days, or within 30 days. */
export const lastSignInFilters = ['never', 'over30', 'over90', 'within30'] as const;
export type LastSignInFilter = (typeof lastSignInFilters)[number];

/** The list's filters beyond those of decision 038; the list query, the export and "send to all" share them. */
export const userFilterFields = {
  facilityId: queryIdOrZero().optional(),
  organizationId: queryIdOrZero().optional(),
  lastSignIn: z.enum(['', ...lastSignInFilters], { message: 'Last sign-in filter is not known.' }).optional(),
};
export const adminUserListQuerySchema = userListQuerySchema.extend(userFilterFields);
export type AdminUserListQuery = z.infer<typeof adminUserListQuerySchema>;

/** A list row with what the staff actions need: last sign-in, whether a password was ever set, locked. */
export const adminUserRowSchema = userRowSchema.extend({
  lastSignInAt: z.string().nullable(),
  hasPassword: z.boolean(),
  /** 5 or more wrong passwords since the last sign-in or unlock, in the last 24 hours (the throttle's memory). */
  locked: z.boolean(),
});
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;

/** The list's filters without paging: "send to all of the filter" and the Excel export. */
export const userFilterSchema = adminUserListQuerySchema.pick({
  search: true,
  status: true,
  module: true,
  role: true,
  facilityId: true,
  organizationId: true,
  lastSignIn: true,
});
export type UserFilter = z.infer<typeof userFilterSchema>;

/** POST …/SendWelcomeEmail and …/UnlockUser. */
export const userIdRequestSchema = z.object({ userId: id() });
export type UserIdRequest = z.infer<typeof userIdRequestSchema>;

/** Which mail one user got: welcome (never set a password) or reset. */
export const sentMailSchema = z.object({ kind: z.enum(['welcome', 'reset']) });
export const sendWelcomeResponseSchema = envelopeSchema(sentMailSchema, z.null());

/**
 * POST …/SendWelcomeEmailToFilter: how many were sent, how many skipped (3 emails in the last hour), and how many
 * left out because they hold access above the sender's (decision 065).
 */
export const sendToFilterResultSchema = z.object({
  sent: z.number().int(),
  skipped: z.number().int(),
  outranked: z.number().int(),
});
export type SendToFilterResult = z.infer<typeof sendToFilterResultSchema>;
export const sendToFilterResponseSchema = envelopeSchema(sendToFilterResultSchema, z.null());

export const unlockResponseSchema = envelopeSchema(z.null(), z.null());

/** GET …/GetFilterOptions: the organizations and facilities the list's selectors offer (all, by name). */
const optionSchema = z.object({ value: z.number().int(), label: z.string() });
export const userFilterOptionsSchema = z.object({
  organizations: z.array(optionSchema),
  facilities: z.array(optionSchema),
});
export type UserFilterOptions = z.infer<typeof userFilterOptionsSchema>;

const allRoles = Object.values(Role);

/**
 * The roles an editor may grant in a module (decision 038): an Admin SystemAdmin any; a UserAdmin only roles their
 * own role in that module satisfies, so nobody grants (or changes, or removes) a role above their own. Here so
 * the create page offers what the server (platform/user-rights.ts) allows.
 */
export function grantableRoles(editor: readonly ModuleAccess[], module: Module): Role[] {
  if (can(editor, Module.Admin, Role.SystemAdmin)) return allRoles;
  const own = editor.find((a) => a.module === module)?.role;
  if (!own) return [];
  return allRoles.filter((role) => roleSatisfies(own, role));
}
