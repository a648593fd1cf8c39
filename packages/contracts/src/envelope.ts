import { z } from 'zod';
import { text } from './fields.ts';

export const messageClassSchema = z.enum(['success', 'error', 'warning', 'info']);
export type MessageClass = z.infer<typeof messageClassSchema>;

/** The spec's service response envelope for commands. */
export function envelopeSchema<V extends z.ZodType, M extends z.ZodType>(value: V, model: M) {
  return z.object({
    isSuccessful: z.boolean(),
    message: z.string().nullable(),
    messageClass: messageClassSchema.nullable(),
    value: value.nullable(),
    model: model.nullable(),
  });
}
export type Envelope<V = unknown, M = unknown> = {
  isSuccessful: boolean;
  message: string | null;
  messageClass: MessageClass | null;
  value: V | null;
  model: M | null;
};

/** The error body every non-2xx response carries. `route` is set on 418 (where to go). */
export const errorBodySchema = z.object({
  isSuccessful: z.literal(false),
  message: z.string(),
  messageClass: messageClassSchema,
  route: z.string().optional(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/**
 * Keyset paging (docs/decisions/027-keyset-paging-and-trigram-search.md): a page's response carries opaque
 * cursors (base64url of its last/first row's sort key and id, bound to the list, sort and filters), and the
 * next request sends one as `after` or `before` instead of an offset, so page N costs what page 1 does.
 */
export const pageCursorMessages = {
  invalid: 'The page cursor is not valid. Go back to the first page.',
  otherQuery: 'The page cursor belongs to another list, sort or filter. Go back to the first page.',
  both: 'Send either after or before, not both.',
  tooDeep: 'Pages past the first 10,000 records are reached one page at a time with Next page.',
} as const;
export const pageCursorMaxLength = 1000;
const pageCursor = z
  .string()
  .max(pageCursorMaxLength, pageCursorMessages.invalid)
  .regex(/^[A-Za-z0-9_-]+$/, pageCursorMessages.invalid);

/** Server-paged list request and response. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => pageSizeOptions.includes(n as PageSize), {
      message: 'Page size must be one of 10, 25, 50, 100, 200.',
    }),
  sortField: text({ max: 50, trim: false }).optional(),
  sortOrder: z.enum(['asc', 'desc']).optional(),
  search: text({ max: 200, label: 'Search', trim: false }).optional(),
  /** Rows after this cursor (the next page); `page` then only numbers the page. */
  after: pageCursor.optional(),
  /** Rows before this cursor (the previous page). */
  before: pageCursor.optional(),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;
export const pageSizeOptions = [10, 25, 50, 100, 200] as const;
export type PageSize = (typeof pageSizeOptions)[number];

/**
 * Server-paged rows. Servers stop counting at a cap (large tables); `totalCapped` then says the real
 * total is higher than `totalRecords`.
 */
export function pagedSchema<T extends z.ZodType>(row: T) {
  return z.object({
    data: z.array(row),
    totalRecords: z.number().int(),
    totalCapped: z.boolean().optional(),
    /** Cursor of the page after this one; absent on the last page and where a list pages by offset only. */
    nextCursor: z.string().optional(),
    /** Cursor of the page before this one; absent on the first page. */
    prevCursor: z.string().optional(),
  });
}
export type Paged<T> = {
  data: T[];
  totalRecords: number;
  totalCapped?: boolean;
  nextCursor?: string;
  prevCursor?: string;
};

export const optionSchema = z.object({
  value: z.number().int(),
  text: z.string(),
  additionalData: z.string().nullable().optional(),
});
export type Option = z.infer<typeof optionSchema>;
