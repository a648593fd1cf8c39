import { z } from 'zod';
import { Module, Role } from './access.ts';
import { envelopeSchema, pageQuerySchema } from './envelope.ts';
import { id, queryId, text } from './fields.ts';

/** Spec document 1 §6 and decision 038: who administers users (Admin module, SystemAdmin or UserAdmin). */
export const usersMessages = {
  notFound: 'User not found.',
  emailTaken: 'Another user already has this email address.',
  invalidEmail: 'Please enter a valid email address.',
  invalidPhone: 'Invalid phone number',
  ownDetailsOnly: 'You may only change your own name, email and phone number.',
  cannotGrant: 'You cannot grant or change a role above your own.',
  duplicateModule: 'Each module can be listed only once.',
  ownAccess: 'You cannot change your own module access.',
  ownDisable: 'You cannot disable your own account.',
  detailsSaved: 'User details saved.',
  accessSaved: 'Module access saved.',
} as const;

const moduleSchema = z.enum(Object.values(Module) as [Module, ...Module[]], {
  message: 'Module is not known.',
});
const roleSchema = z.enum(Object.values(Role) as [Role, ...Role[]], { message: 'Role is not known.' });

/** GET api/Administration/Users/GetList: search (name, user name, email) and the list's filters. */
export const userListQuerySchema = pageQuerySchema.extend({
  status: z
    .enum(['active', 'disabled', ''], { message: 'Status must be active, disabled or empty.' })
    .optional(),
  module: z.enum(['', ...Object.values(Module)], { message: 'Module is not known.' }).optional(),
  role: z.enum(['', ...Object.values(Role)], { message: 'Role is not known.' }).optional(),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

export const userRowSchema = z.object({
  id: z.number().int(),
  userName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  disabled: z.boolean(),
  /** "Module: Role" of each grant, for the list's Access column. */
  access: z.array(z.object({ module: moduleSchema, role: roleSchema })),
});
export type UserRow = z.infer<typeof userRowSchema>;

export const userIdQuerySchema = z.object({ userId: queryId() });

/** The details tab. `canAdminister` says whether the viewer may change the administrative fields. */
export const userDetailsSchema = z.object({
  id: z.number().int(),
  userName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  inactivityTimeout: z.boolean(),
  isInternalBphpUser: z.boolean(),
  isRxUser: z.boolean(),
  disabled: z.boolean(),
  isOwner: z.boolean(),
  canAdminister: z.boolean(),
});
export type UserDetails = z.infer<typeof userDetailsSchema>;
export const userDetailsResponseSchema = envelopeSchema(userDetailsSchema, z.null());

const phonePattern = /^(\+?1[\s.-]?)?(\(\d{3}\)|\d{3})[\s.-]?\d{3}[\s.-]?\d{4}(\s*(x|ext\.?)\s*\d{1,6})?$/i;

/**
 * POST api/Administration/Users/SaveUser. The administrative fields are optional: a user saving their own
 * details (details/currentUser) leaves them out, and the server refuses them from anyone but a user administrator.
 */
export const saveUserRequestSchema = z.object({
  userId: id(),
  firstName: text({ max: 50, label: 'First name', required: true }),
  lastName: text({ max: 50, label: 'Last name', required: true }),
  email: text({ max: 100, label: 'Email', required: true }).refine(
    (v) => v === '' || z.email().safeParse(v).success,
    usersMessages.invalidEmail,
  ),
  phoneNumber: text({ max: 21, label: 'Phone number' }).refine(
    (v) => v === '' || phonePattern.test(v),
    usersMessages.invalidPhone,
  ),
  inactivityTimeout: z.boolean().optional(),
  isInternalBphpUser: z.boolean().optional(),
  isRxUser: z.boolean().optional(),
  disabled: z.boolean().optional(),
});
export type SaveUserRequest = z.infer<typeof saveUserRequestSchema>;

export const moduleAccessSchema = z.object({
  userId: z.number().int(),
  fullName: z.string(),
  access: z.array(z.object({ module: moduleSchema, role: roleSchema })),
  /** Per module, the roles this editor may grant there (empty: the module's grant is read-only to them). */
  grantable: z.array(z.object({ module: moduleSchema, roles: z.array(roleSchema) })),
});
export type UserModuleAccess = z.infer<typeof moduleAccessSchema>;
export const moduleAccessResponseSchema = envelopeSchema(moduleAccessSchema, z.null());

/** POST api/Administration/Users/SaveModuleAccess: the user's whole set of grants. */
export const saveModuleAccessRequestSchema = z.object({
  userId: id(),
  access: z
    .array(z.object({ module: moduleSchema, role: roleSchema }))
    .max(Object.keys(Module).length)
    .refine((a) => new Set(a.map((g) => g.module)).size === a.length, usersMessages.duplicateModule),
});
export type SaveModuleAccessRequest = z.infer<typeof saveModuleAccessRequestSchema>;

/** The edit page's tabs (spec §2.1) that exist so far, in the spec's order. */
export const userTabs = [
  'details',
  'organizations',
  'heros-agencies',
  'security',
  'notifications',
  'module-access',
  'login-history',
  'audit-history',
  'rx-connects',
] as const;
export type UserTab = (typeof userTabs)[number];
