import { z } from 'zod';
import { envelopeSchema } from './envelope.ts';
import { id, queryId, text } from './fields.ts';

/**
 * The user edit page's HEROS Agencies and Rx Connects tabs (decision 045): the HEROS agencies a user is a contact
 * of, and the user's roles at Rx Connects repositories and donors. Issue 14's staff screens create the same links
 * when they approve an application.
 */

/** How a user is a contact of a HEROS agency (the agency form's primary, secondary and tertiary contacts). */
export const herosContactRoles = ['Primary', 'Secondary', 'Tertiary', 'Other'] as const;
export type HerosContactRole = (typeof herosContactRoles)[number];

export const rxConnectsSiteKinds = ['repository', 'donor'] as const;
export type RxConnectsSiteKind = (typeof rxConnectsSiteKinds)[number];

/** The roles a user may hold at each kind of Rx Connects site. */
export const rxConnectsRoles = {
  repository: ['Pharmacist in charge', 'Staff'],
  donor: ['Contact'],
} as const satisfies Record<RxConnectsSiteKind, readonly string[]>;
export const rxConnectsRoleNames = [...rxConnectsRoles.repository, ...rxConnectsRoles.donor] as const;
export type RxConnectsRole = (typeof rxConnectsRoleNames)[number];

/** Fewer choices than this are listed for each search; the administrator types more to narrow them. */
export const linkChoiceLimit = 20;

export const programLinkMessages = {
  agencyNotFound: 'Agency not found.',
  contactRole: `Contact role must be one of ${herosContactRoles.join(', ')}.`,
  alreadyContact: 'The user is already a contact of this agency.',
  notContact: 'The user is not a contact of this agency.',
  agencyAdded: 'Agency added.',
  agencyRemoved: 'Agency removed.',
  siteKind: 'Site must be a repository or a donor.',
  siteNotFound: 'Approved repository or donor not found.',
  rxRole: 'This role does not exist for this kind of site.',
  alreadyRole: 'The user already has a role at this site.',
  notRole: 'The user has no role at this site.',
  roleAdded: 'Rx Connects role added.',
  roleRemoved: 'Rx Connects role removed.',
  ownLinks: 'You cannot change your own HEROS agencies or Rx Connects roles.',
} as const;

export const herosAgencyLinkSchema = z.object({
  agencyId: z.number().int(),
  agencyName: z.string(),
  agencyAbbreviation: z.string(),
  contactRole: z.enum(herosContactRoles),
});
export type HerosAgencyLink = z.infer<typeof herosAgencyLinkSchema>;

/** GET api/Administration/Users/GetHerosAgencies?userId= */
export const herosAgencyLinksSchema = z.object({
  links: z.array(herosAgencyLinkSchema),
  canEdit: z.boolean(),
});
export type HerosAgencyLinks = z.infer<typeof herosAgencyLinksSchema>;
export const herosAgencyLinksResponseSchema = envelopeSchema(herosAgencyLinksSchema, z.null());

/** GET …/SearchHerosAgencies and …/SearchRxConnectsSites: what the add control offers for a typed name. */
export const linkChoiceQuerySchema = z.object({
  userId: queryId(),
  search: text({ max: 100 }).default(''),
});
export type LinkChoiceQuery = z.infer<typeof linkChoiceQuerySchema>;

export const herosAgencyChoiceSchema = z.object({ agencyId: z.number().int(), agencyName: z.string() });
export type HerosAgencyChoice = z.infer<typeof herosAgencyChoiceSchema>;
export const herosAgencyChoicesResponseSchema = envelopeSchema(z.array(herosAgencyChoiceSchema), z.null());

/** POST RemoveHerosAgency; AddHerosAgency adds the contact role. */
export const herosAgencyChangeSchema = z.object({
  userId: id(),
  agencyId: id(programLinkMessages.agencyNotFound),
});
export type HerosAgencyChange = z.infer<typeof herosAgencyChangeSchema>;
export const addHerosAgencySchema = herosAgencyChangeSchema.extend({
  contactRole: z.enum(herosContactRoles, { message: programLinkMessages.contactRole }),
});
export type AddHerosAgency = z.infer<typeof addHerosAgencySchema>;

export const rxConnectsLinkSchema = z.object({
  kind: z.enum(rxConnectsSiteKinds),
  siteId: z.number().int(),
  siteName: z.string(),
  /** The site's review status (decision 016): a link stays listed when the site later becomes Inactive. */
  status: z.string(),
  role: z.enum(rxConnectsRoleNames),
});
export type RxConnectsLink = z.infer<typeof rxConnectsLinkSchema>;

/** GET api/Administration/Users/GetRxConnectsRoles?userId= */
export const rxConnectsLinksSchema = z.object({ links: z.array(rxConnectsLinkSchema), canEdit: z.boolean() });
export type RxConnectsLinks = z.infer<typeof rxConnectsLinksSchema>;
export const rxConnectsLinksResponseSchema = envelopeSchema(rxConnectsLinksSchema, z.null());

export const rxConnectsSiteChoiceSchema = z.object({
  kind: z.enum(rxConnectsSiteKinds),
  siteId: z.number().int(),
  siteName: z.string(),
});
export type RxConnectsSiteChoice = z.infer<typeof rxConnectsSiteChoiceSchema>;
export const rxConnectsSiteChoicesResponseSchema = envelopeSchema(
  z.array(rxConnectsSiteChoiceSchema),
  z.null(),
);

/** POST RemoveRxConnectsRole; AddRxConnectsRole adds a role of the site's kind. */
export const rxConnectsChangeSchema = z.object({
  userId: id(),
  kind: z.enum(rxConnectsSiteKinds, { message: programLinkMessages.siteKind }),
  siteId: id(programLinkMessages.siteNotFound),
});
export type RxConnectsChange = z.infer<typeof rxConnectsChangeSchema>;
export const addRxConnectsRoleSchema = rxConnectsChangeSchema
  .extend({ role: z.enum(rxConnectsRoleNames, { message: programLinkMessages.rxRole }) })
  .refine((c) => (rxConnectsRoles[c.kind] as readonly string[]).includes(c.role), {
    message: programLinkMessages.rxRole,
    path: ['role'],
  });
export type AddRxConnectsRole = z.infer<typeof addRxConnectsRoleSchema>;

/** A site's key in the web page's add control: kind and id; parseSiteKey reads it back. */
export const siteKey = (kind: RxConnectsSiteKind, siteId: number) => `${kind}:${siteId}`;
export function parseSiteKey(key: string): { kind: RxConnectsSiteKind; siteId: number } {
  const [kind, id] = key.split(':');
  return { kind: kind as RxConnectsSiteKind, siteId: Number(id) };
}
