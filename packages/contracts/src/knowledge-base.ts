import { z } from 'zod';
import { can, Module, type ModuleAccess, Role } from './access.ts';
import { envelopeSchema, optionSchema } from './envelope.ts';
import { id, idOrZero, maxId, queryId, text } from './fields.ts';

/**
 * Knowledge Base (spec document 1 §2.4, §3, §4.9, §5, §6, §7; issue 13; decision 050): help documents filed by
 * module, each visible from a minimum role of that module, edited by the module's administrators.
 */

export const kbPaths = {
  /** GET: the documents the caller may see, without their content (decision 050). */
  list: 'api/HelpDesk/KnowledgeBase/GetKnowledgeBaseDocumentList',
  /** GET ?id=: one document with its content. */
  document: 'api/HelpDesk/KnowledgeBase/GetKnowledgeBaseDocument',
  /** POST ?id= (the spec's GET changes state; served as POST, decision 005). */
  delete: 'api/HelpDesk/KnowledgeBase/DeleteKnowledgeBaseDocument',
  save: 'api/HelpDesk/KnowledgeBase/SaveKnowledgeBaseDocument',
  sort: 'api/HelpDesk/KnowledgeBase/SortKnowledgeBaseDocuments',
  /** POST multipart/form-data, one part named `file`. */
  uploadImage: 'api/HelpDesk/KnowledgeBase/UploadImage',
  /** GET {imageUrlPrefix}{imageId}/{guid}: the stored image. */
  image: 'api/HelpDesk/KnowledgeBase/Image',
  /** GET ?id=. Revisions (this and the two below) are for the document's editors (`canEdit`) only. */
  revisions: 'api/HelpDesk/KnowledgeBase/GetDocumentRevisions',
  revision: 'api/HelpDesk/KnowledgeBase/GetDocumentRevision',
  restoreRevision: 'api/HelpDesk/KnowledgeBase/RestoreDocumentRevision',
  search: 'api/HelpDesk/KnowledgeBase/SearchDocuments',
  moduleOptions: 'api/Select/KnowledgeBaseModules',
  /** GET ?module=. */
  permissionRoleOptions: 'api/Select/PermissionRoles',
} as const;

/** Spec §3 "Knowledge base module codes". */
export const KbModule = {
  HEROS: 1,
  NDCs: 3,
  Pharmacy: 4,
  MetabolicFormula: 5,
  CIRepack: 6,
  Admin: 10,
  RxConnects: 11,
  Support: 12,
  PFS: 13,
  Other: 14,
} as const;
export type KbModule = (typeof KbModule)[keyof typeof KbModule];

type KbModuleInfo = {
  code: KbModule;
  /** The folder's name in the tree (spec §2.4). */
  label: string;
  /** The access module whose rights see and administer the folder (§6: 13 and 14 are administered through Admin). */
  module: Module;
  /** The role that makes a user an administrator of `module` (§6). */
  adminRole: Role;
  /** PFS and Other are visible to everyone signed in (§6). */
  visibleToAll: boolean;
};

/** A folder administered at SystemAdmin and visible by its documents' permissions, unless `rules` say otherwise. */
function kbFolder(
  code: KbModule,
  label: string,
  module: Module,
  rules: Partial<Pick<KbModuleInfo, 'adminRole' | 'visibleToAll'>> = {},
): KbModuleInfo {
  return { code, label, module, adminRole: Role.SystemAdmin, visibleToAll: false, ...rules };
}

/** In the tree's order (spec §2.4): alphabetical, Other last. */
export const kbModules: readonly KbModuleInfo[] = [
  kbFolder(KbModule.Admin, 'Admin', Module.Admin),
  kbFolder(KbModule.CIRepack, 'CI Repack', Module.CI),
  kbFolder(KbModule.HEROS, 'HEROS', Module.HEROS),
  kbFolder(KbModule.MetabolicFormula, 'Metabolic Formula', Module.MetabolicFormula),
  kbFolder(KbModule.NDCs, 'NDCs', Module.NDC),
  kbFolder(KbModule.PFS, 'PFS', Module.Admin, { visibleToAll: true }),
  kbFolder(KbModule.Pharmacy, 'Pharmacy', Module.Inventory),
  kbFolder(KbModule.RxConnects, 'Rx Connects', Module.RxConnects, { adminRole: Role.RxConnectsAdmin }),
  kbFolder(KbModule.Support, 'Support', Module.HelpDesk),
  kbFolder(KbModule.Other, 'Other', Module.Admin, { visibleToAll: true }),
];

export function kbModuleInfo(code: number): KbModuleInfo | undefined {
  return kbModules.find((m) => m.code === code);
}

/** Spec §6: "A Support Admin is anyone with HelpDesk access at SystemAdmin." */
export function isSupportAdmin(access: readonly ModuleAccess[]): boolean {
  return can(access, Module.HelpDesk, Role.SystemAdmin);
}

/**
 * Minimum permission of a document (`permissionRole`). 0 is "Everyone", offered only for PFS and Other, whose
 * documents everyone sees anyway (§5, §6).
 */
export const kbPermissionRoles = [
  { value: 0, role: null, label: 'Everyone' },
  { value: 1, role: Role.User, label: 'User' },
  { value: 2, role: Role.Technician, label: 'Technician' },
  { value: 3, role: Role.Pharmacist, label: 'Pharmacist' },
  { value: 4, role: Role.Manager, label: 'Manager' },
  { value: 5, role: Role.SystemAdmin, label: 'System Admin' },
  { value: 6, role: Role.UserAdmin, label: 'User Admin' },
  { value: 7, role: Role.RxConnectsAdmin, label: 'Rx Connects Admin' },
] as const satisfies readonly { value: number; role: Role | null; label: string }[];

/**
 * The permission choices of a module (GET api/Select/PermissionRoles?module=): the role ladder, 0 only for PFS
 * and Other (§5), and the special roles only where a check of the spec names them (UserAdmin: CI; RxConnectsAdmin:
 * Rx Connects).
 */
export function kbPermissionRoleValues(module: number): number[] {
  const info = kbModuleInfo(module);
  if (!info) return [];
  const values: number[] = info.visibleToAll ? [0, 1, 2, 3, 4, 5] : [1, 2, 3, 4, 5];
  if (info.code === KbModule.CIRepack) values.push(6);
  if (info.code === KbModule.RxConnects) values.push(7);
  return values;
}

export function kbPermissionRoleLabel(value: number): string {
  return kbPermissionRoles.find((r) => r.value === value)?.label ?? '';
}

/**
 * Spec §6 visibility: access to the document's module at its minimum role, or Support Admin, except Support (12),
 * which needs HelpDesk access at that role. PFS and Other: everyone.
 */
export function canSeeKbDocument(
  access: readonly ModuleAccess[],
  doc: { module: number; permissionRole: number },
): boolean {
  const info = kbModuleInfo(doc.module);
  if (!info) return false;
  if (info.visibleToAll) return true;
  const minRole = kbPermissionRoles.find((r) => r.value === doc.permissionRole)?.role ?? Role.User;
  if (can(access, info.module, minRole)) return true;
  return info.code !== KbModule.Support && isSupportAdmin(access);
}

/**
 * Spec §6 editing (create, edit, delete, reorder): administrator of the module (10, 13, 14 through Admin; 12
 * through HelpDesk), or Support Admin.
 */
export function canEditKbModule(access: readonly ModuleAccess[], module: number): boolean {
  const info = kbModuleInfo(module);
  if (!info) return false;
  return isSupportAdmin(access) || can(access, info.module, info.adminRole);
}

/** The modules the user may put documents in, in tree order: the form's choices and the 'New Document' rule. */
export function kbEditableModules(access: readonly ModuleAccess[]): KbModule[] {
  return kbModules.filter((m) => canEditKbModule(access, m.code)).map((m) => m.code);
}

export const kbLimits = {
  title: 50,
  description: 500,
  /** Sanitized HTML of one document (decision 050). */
  contentBytes: 200_000,
  imageBytes: 5 * 1024 * 1024,
  /** Images of one user that no document shows yet (they are cleared after a day). */
  unsavedImages: 50,
  searchQuery: 200,
  searchResults: 50,
  revisionsPage: 100,
} as const;

/** A video id of the video-hosting service, embedded by id only (decision 050). */
export const kbVideoIdPattern = /^[A-Za-z0-9_-]{6,20}$/;

export const kbMessages = {
  moduleRequired: 'Module is required. ',
  titleRequired: 'Title is required. ',
  permissionRequired: 'Permission is required. ',
  deleteConfirm: 'Are you sure you want to delete this record?',
  moduleNotSet: 'Module is not set',
  imageUploadWarning:
    'Save images individually to see format. May need to refresh page after saving to view image.',
  searchPlaceholder: 'Search Documents...',
  noResults: 'No results found.',
  selectItem: 'Select an item to read',
  newDocument: 'New Document',
  saveChanges: 'Save Changes',
  titleTooLong: `Title cannot be longer than ${kbLimits.title} characters.`,
  descriptionTooLong: `Description cannot be longer than ${kbLimits.description} characters.`,
  contentTooLong: `Content cannot be larger than ${kbLimits.contentBytes / 1000} kB.`,
  moduleInvalid: 'Module is not valid.',
  permissionInvalid: 'That permission is not available for this module.',
  videoIdInvalid: 'Video ID must be 6 to 20 letters, digits, hyphens or underscores.',
  notFound: 'That document does not exist.',
  revisionNotFound: 'That revision does not exist.',
  cannotEdit: 'You may not edit documents of this module.',
  sortOneModule: 'Documents can only be reordered within one folder.',
  sortIncomplete: 'The reordered list must hold each document of the folder once.',
  saved: 'Document saved.',
  deleted: 'Document deleted.',
  restored: 'Revision restored.',
  imageRequired: 'Choose an image to upload.',
  imageType: 'Images must be PNG, JPEG, GIF or WebP.',
  imageTooLarge: 'Images cannot be larger than 5 MB.',
  imageNotFound: 'That image does not exist.',
  unsavedImagesFull:
    'You have 50 images that no saved document shows yet. Save your document first; unsaved images are cleared after a day.',
  searchRequired: 'Enter words to search for.',
} as const;

/** The form of §2.4 as the page holds it: unset selects are null. */
export type KbForm = {
  module?: number | null | undefined;
  title?: string | null | undefined;
  permissionRole?: number | null | undefined;
};

/**
 * Spec §5: the alert of a form, its messages accumulated in this order; '' when the form may be sent. The web shows
 * it and sends nothing; the server refuses the same form with the same text.
 */
export function kbFormAlert(form: KbForm): string {
  let alert = '';
  if (form.module === null || form.module === undefined || form.module === 0)
    alert += kbMessages.moduleRequired;
  if (!form.title?.trim()) alert += kbMessages.titleRequired;
  if (form.permissionRole === null || form.permissionRole === undefined)
    alert += kbMessages.permissionRequired;
  return alert;
}

/** Where an uploaded image is served: absolute on this origin, the unguessable guid standing in for a login (decision 050). */
export function kbImageUrl(imageId: number, guid: string): string {
  return `/${kbPaths.image}/${imageId}/${guid}`;
}
/** The only <img src> the server keeps in content: an image of this app's knowledge base. */
export const kbImageSrcPattern =
  /^\/api\/HelpDesk\/KnowledgeBase\/Image\/[1-9]\d{0,9}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** An image of a document's content: the URL its <img> uses. */
export const kbImageSchema = z.object({
  imageId: z.number().int(),
  url: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});
export type KbImage = z.infer<typeof kbImageSchema>;

/** A document as the list gives it (§3 without content; the panel fetches the content, decision 050). */
export const kbDocumentSummarySchema = z.object({
  documentId: z.number().int(),
  module: z.number().int(),
  permissionRole: z.number().int(),
  title: z.string(),
  description: z.string(),
  videoId: z.string().nullable(),
  sortOrder: z.number().int(),
  /** Whether the caller may edit, delete and reorder it (§6). */
  canEdit: z.boolean(),
});
export type KbDocumentSummary = z.infer<typeof kbDocumentSummarySchema>;

/** GET list: by tree order of module, then sortOrder. */
export const kbDocumentListSchema = z.array(kbDocumentSummarySchema);

/** §3 "Knowledge base document" in full. */
export const kbDocumentSchema = kbDocumentSummarySchema.extend({
  /** Sanitized HTML. */
  content: z.string(),
  /** The images the content shows. */
  uploadFiles: z.array(kbImageSchema),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
});
export type KbDocument = z.infer<typeof kbDocumentSchema>;

export const kbDocumentQuerySchema = z.object({ id: queryId() });

/**
 * POST save: documentId 0 creates. module, title and permissionRole may be absent so that the server answers with
 * the §5 alert (`kbFormAlert`) rather than a type error.
 */
export const kbSaveBodySchema = z.object({
  documentId: idOrZero(),
  module: z.number().int().min(0).max(maxId).nullable().optional(),
  permissionRole: z.number().int().min(0).max(maxId).nullable().optional(),
  title: text({ max: kbLimits.title, tooLong: kbMessages.titleTooLong }).nullable().optional(),
  description: text({ max: kbLimits.description, tooLong: kbMessages.descriptionTooLong })
    .nullable()
    .optional(),
  // Characters, not bytes: the byte limit applies to the sanitized HTML (kbLimits.contentBytes).
  content: text({ max: kbLimits.contentBytes, tooLong: kbMessages.contentTooLong, trim: false })
    .nullable()
    .optional(),
  videoId: text({ max: 20, tooLong: kbMessages.videoIdInvalid }).nullable().optional(),
});
export type KbSaveBody = z.input<typeof kbSaveBodySchema>;
/** value = the saved document (§7). */
export const kbSaveResponseSchema = envelopeSchema(kbDocumentSchema, z.null());

export const kbDeleteQuerySchema = z.object({ id: queryId() });
/** value = the new list (§7). */
export const kbDeleteResponseSchema = envelopeSchema(kbDocumentListSchema, z.null());

/** POST sort: the documents of one folder in their new order (a list item per document; only ids are read). */
export const kbSortBodySchema = z
  .array(z.object({ documentId: id(), module: z.number().int().nullable().optional() }))
  .min(1)
  .max(1000);
export type KbSortBody = z.input<typeof kbSortBodySchema>;
export const kbSortResponseSchema = envelopeSchema(kbDocumentListSchema, z.null());

/** POST upload: value = the image, its `url` ready for an <img src>. */
export const kbUploadImageResponseSchema = envelopeSchema(kbImageSchema, z.null());

export const kbRevisionSummarySchema = z.object({
  revisionId: z.number().int(),
  documentId: z.number().int(),
  title: z.string(),
  module: z.number().int(),
  permissionRole: z.number().int(),
  /** Who saved it and when (ISO instant). */
  savedBy: z.string().nullable(),
  savedAt: z.string(),
  /** Set when the revision came from restoring an older one. */
  restoredFromRevisionId: z.number().int().nullable(),
});
export type KbRevisionSummary = z.infer<typeof kbRevisionSummarySchema>;
/** Newest first. */
export const kbRevisionListSchema = z.array(kbRevisionSummarySchema);
export const kbRevisionsQuerySchema = z.object({ id: queryId() });

export const kbRevisionSchema = kbRevisionSummarySchema.extend({
  description: z.string(),
  content: z.string(),
  videoId: z.string().nullable(),
});
export type KbRevision = z.infer<typeof kbRevisionSchema>;
export const kbRevisionQuerySchema = z.object({ id: queryId(), revisionId: queryId() });

export const kbRestoreBodySchema = z.object({ documentId: id(), revisionId: id() });
/** value = the document as restored. */
export const kbRestoreResponseSchema = envelopeSchema(kbDocumentSchema, z.null());

export const kbSearchQuerySchema = z.object({
  q: text({ max: kbLimits.searchQuery, required: kbMessages.searchRequired }),
});
export const kbSearchHitSchema = z.object({
  documentId: z.number().int(),
  /** Plain text around the matches; the matched words are wrapped in «…» markers, never HTML. */
  headline: z.string(),
});
export type KbSearchHit = z.infer<typeof kbSearchHitSchema>;
/** Best match first, at most kbLimits.searchResults. */
export const kbSearchResponseSchema = z.array(kbSearchHitSchema);

/** GET api/Select/KnowledgeBaseModules: the modules the caller may administer (§6), value = code, text = label. */
export const kbModuleOptionsSchema = z.array(optionSchema);
export const kbPermissionRolesQuerySchema = z.object({ module: z.coerce.number().int().min(0).max(maxId) });
export const kbPermissionRoleOptionsSchema = z.array(optionSchema);
