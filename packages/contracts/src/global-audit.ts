import { z } from 'zod';
import { businessAreas } from './business-area.ts';
import { crossField } from './cross-field.ts';
import { optionSchema, pageQuerySchema } from './envelope.ts';
import { queryId, text } from './fields.ts';

/** Spec document 3 §9: the global audit page size. */
export const globalAuditPageSize = 100;
/** Spec document 3 §2: only Date Changed is sortable. */
export const globalAuditSortFields = ['dateChanged'] as const;
/** An RX number as the audit trigger stores it (global_audit.rx_number is varchar(20)). */
export const rxNumberMaxLength = 20;

/**
 * Contains-searches use trigram indexes (docs/decisions/027-keyset-paging-and-trigram-search.md), which need
 * three characters to narrow anything: a shorter RX Number matches exactly, and a shorter search is refused
 * (on a million rows it could only be a scan).
 */
export const auditSearchMinLength = 3;
export const auditSearchMaxLength = 200;

/** The business areas a filter offers: the enumeration without its first entry ('None'). */
export const filterableBusinessAreas = businessAreas.slice(1);

export const globalAuditMessages = {
  businessAreas: 'Business Areas must be a JSON list of business area codes.',
  date: 'Date Changed dates must be written as YYYY-MM-DD.',
  dateToFuture: 'Date Changed cannot end after today.',
  dateRange: 'Date Changed must start on or before the day it ends.',
  changedBy: 'Changed By must be a user.',
  rx: `RX Number cannot be longer than ${rxNumberMaxLength} characters.`,
  searchTooShort: `Search needs at least ${auditSearchMinLength} characters.`,
  sortField: 'Only Date Changed can be sorted.',
} as const;

/**
 * The only markup Changed From / Changed To keep where the field holds HTML (spec: "render as sanitized HTML"):
 * simple formatting, no attributes. The API sanitizes to this list and the browser sanitizes again before
 * rendering. Plain-text fields are neither: they are shown as text.
 */
export const changeValueTags = [
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'sub',
  'sup',
  'br',
  'p',
  'ul',
  'ol',
  'li',
];

/** Shown as Changed By for changes made with no signed-in user (jobs, public forms, seeding). */
export const systemChangedBy = 'System';

/** The spec's pfsLink: the audit-history tab of the user who made the change (decision 041). */
export const userProfilePath = (userId: number) => `/admin/users/user/edit/audit-history/${userId}`;

/**
 * The latest calendar date anywhere on earth (UTC+14). The server does not know which day "today" is for the
 * caller, so it refuses only dates that are in the future everywhere; the picker's maxDate is the user's today.
 */
export function latestToday(now: Date = new Date()): string {
  return new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);
}

const isoDate = z.iso.date({ message: globalAuditMessages.date });
const filterableCodes: ReadonlySet<number> = new Set(filterableBusinessAreas.map((b) => b.code));

/** `businessAreas` travels as a JSON list in the query string (spec §7), e.g. `[1,9]`. */
const businessAreasParam = z
  .string()
  .max(200, globalAuditMessages.businessAreas)
  .transform((text, ctx): number[] => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    if (!Array.isArray(parsed) || !parsed.every((c) => typeof c === 'number' && filterableCodes.has(c))) {
      ctx.addIssue({ code: 'custom', message: globalAuditMessages.businessAreas });
      return z.NEVER;
    }
    return [...new Set(parsed as number[])];
  });

/** GET api/Administration/GlobalAuditHistory/GetGlobalAuditList query. */
export const globalAuditQuerySchema = z
  .object({
    page: pageQuerySchema.shape.page,
    pageSize: pageQuerySchema.shape.pageSize.default(globalAuditPageSize),
    sortField: z.enum(globalAuditSortFields, { message: globalAuditMessages.sortField }).optional(),
    sortOrder: pageQuerySchema.shape.sortOrder,
    businessAreas: businessAreasParam.optional(),
    dateFrom: isoDate.optional(),
    dateTo: isoDate
      .refine((d) => d <= latestToday(), { message: globalAuditMessages.dateToFuture })
      .optional(),
    changedBy: queryId(globalAuditMessages.changedBy).optional(),
    rx: text({ max: rxNumberMaxLength, tooLong: globalAuditMessages.rx }).optional(),
    /** Free text found in Record Affected, Field, Changed From or Changed To (spec §2 Global audit list: "Search delay 500 ms"). */
    search: text({ max: auditSearchMaxLength, label: 'Search' })
      .refine((t) => t.length === 0 || t.length >= auditSearchMinLength, globalAuditMessages.searchTooShort)
      .optional(),
    after: pageQuerySchema.shape.after,
    before: pageQuerySchema.shape.before,
  })
  .refine(
    (q) => !q.dateFrom || !q.dateTo || q.dateFrom <= q.dateTo,
    crossField(['dateFrom', 'dateTo'], { path: ['dateFrom'], message: globalAuditMessages.dateRange }),
  );
export type GlobalAuditQuery = z.infer<typeof globalAuditQuerySchema>;
/** What the web client sends: the query before parsing (business areas still a JSON string). */
export type GlobalAuditQueryInput = z.input<typeof globalAuditQuerySchema>;

/** Spec §3 "Global audit record", plus the row id (a stable key for the table). */
export const globalAuditRecordSchema = z.object({
  id: z.number().int(),
  dateChanged: z.string(),
  /** Date and time in the caller's time zone (X-TimeZone header), e.g. 11/20/2026 10:00:01 AM. */
  dateChangedFormatted: z.string(),
  businessArea: z.number().int(),
  businessAreaName: z.string(),
  module: z.string(),
  entityId: z.string().nullable(),
  recordAffected: z.string().nullable(),
  secureArea: z.boolean(),
  /**
   * The affected record's name now (a user's, a budget's, a PO's number), from the audited table's label map;
   * null when the table names none or the record no longer exists.
   */
  recordName: z.string().nullable(),
  /** The column as the trigger stored it (what the search matches). */
  field: z.string(),
  /** The column's label from its table's label map, e.g. 'Status' for status_id; the name in words otherwise. */
  fieldLabel: z.string(),
  /**
   * Whether the changed field holds the spec's HTML (rich text such as release notes): then Changed From/To are
   * sanitized HTML with simple formatting tags only. Otherwise they are plain text exactly as stored, to be
   * shown as text ("Changed <img src=x>" reads as typed).
   */
  isHtml: z.boolean(),
  changedFrom: z.string().nullable(),
  changedTo: z.string().nullable(),
  /**
   * How Changed From / Changed To read when not as stored: the name of the record an id refers to ("PO 4500123",
   * or "Purchase Order #4 (deleted)" once it is gone), the name of a code ('Paid'), Yes/No for a flag. Null
   * when the value reads as stored. Secret fields (passwords) are masked in changedFrom/To and have no label.
   */
  changedFromLabel: z.string().nullable(),
  changedToLabel: z.string().nullable(),
  /** Display name of the user who made the change. */
  changedBy: z.string(),
  /** Profile path of that user, or null when there is none (system changes, removed users). */
  pfsLink: z.string().nullable(),
});
export type GlobalAuditRecord = z.infer<typeof globalAuditRecordSchema>;

/** GET api/Select/Users: value/text options of every user, for the Changed By filter. */
export const userOptionsSchema = z.array(optionSchema);
