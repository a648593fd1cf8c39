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
  });
}
export type Paged<T> = { data: T[]; totalRecords: number; totalCapped?: boolean };

export const optionSchema = z.object({
  value: z.number().int(),
  text: z.string(),
  additionalData: z.string().nullable().optional(),
});
export type Option = z.infer<typeof optionSchema>;
