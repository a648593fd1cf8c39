import { z } from 'zod';

/**
 * The largest value a PostgreSQL `integer` column holds, and so the largest id (serial) or reference HOMER
 * stores. A bigger number can name nothing, and PostgreSQL would refuse the query that compares it.
 */
export const maxId = 2_147_483_647;

export const fieldMessages = {
  characters: 'Contains characters that are not allowed.',
  id: `Must be a whole number from 1 to ${maxId}.`,
  idOrZero: `Must be a whole number from 0 to ${maxId}.`,
} as const;

/**
 * Whether text holds only characters that can be stored: no U+0000 (PostgreSQL text cannot hold it) and no
 * UTF-16 surrogate without its other half (JSON can carry "\ud800", but it is not a character: UTF-8 and jsonb
 * refuse it, and the driver would silently store U+FFFD instead).
 */
export function isStorableText(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code === 0) return false;
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      i++;
    } else if (code >= 0xdc00 && code <= 0xdfff) {
      return false;
    }
  }
  return true;
}

type TextOptions = {
  /** The length of the column the text is stored in (or compared with): never more. */
  max: number;
  /** The field's name in the default messages: '{label} is required.', '{label} cannot be longer than …'. */
  label?: string;
  /** Refuse absent, non-text and empty (after trimming) input: true for the label's message, or the message. */
  required?: boolean | string;
  /** The too-long message, when it is not the label's. */
  tooLong?: string;
  /** Trimmed unless false (passwords, tokens and secrets are taken exactly as sent). */
  trim?: boolean;
};

/**
 * Every text a request carries: at most its column's length, and only storable characters. Chain further
 * rules (`.regex`, `.pipe`, `.nullable()`) onto it. No check aborts, so cross-field rules of the object still run.
 */
export function text({ max, label, required, tooLong, trim = true }: TextOptions) {
  const requiredMessage = typeof required === 'string' ? required : `${label ?? 'This field'} is required.`;
  let schema = required ? z.string({ message: requiredMessage }) : z.string();
  if (trim) schema = schema.trim();
  if (required) schema = schema.min(1, requiredMessage);
  return schema
    .max(max, tooLong ?? `${label ?? 'Text'} cannot be longer than ${max} characters.`)
    .refine(isStorableText, fieldMessages.characters);
}

/** A whole number from `min` to `max` in a body, one message for every way it can be wrong. */
export function wholeNumber(min: number, max: number, message: string) {
  return z.number({ message }).int(message).min(min, message).max(max, message);
}

/** A record id in a body: a whole number from 1 to maxId. `message` replaces the generic one (e.g. 'Facility is required.'). */
export function id(message: string = fieldMessages.id) {
  return z.number({ message }).int(message).min(1, message).max(maxId, message);
}

/** An id where 0 has a meaning of its own: "new" in a save, "all" in a filter. */
export function idOrZero(message: string = fieldMessages.idOrZero) {
  return z.number({ message }).int(message).min(0, message).max(maxId, message);
}

/** `id` read from a query string or path, where every value is text ('' is 0, so it is refused). */
export function queryId(message: string = fieldMessages.id) {
  return z.coerce.number({ message }).int(message).min(1, message).max(maxId, message);
}

/** `idOrZero` read from a query string ('' and 0 both mean "all"). */
export function queryIdOrZero(message: string = fieldMessages.idOrZero) {
  return z.coerce.number({ message }).int(message).min(0, message).max(maxId, message);
}

function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * A calendar date, YYYY-MM-DD, in 1900–2100 (a date column's useful range; year 0000 is no PostgreSQL date):
 * `required` when absent or empty, `invalid` when it is no such day.
 */
export function calendarDate(required: string, invalid: string) {
  return z
    .string({ message: required })
    .min(1, required)
    .refine(isCalendarDate, invalid)
    .refine((value) => value >= '1900-01-01' && value <= '2100-12-31', invalid);
}

/** Spec document 2 §5: US-style phone, optional country code and extension. */
export const usPhonePattern =
  /^(\+?1[\s.-]?)?(\(\d{3}\)|\d{3})[\s.-]?\d{3}[\s.-]?\d{4}(\s*(x|ext\.?|extension)\s*\d{1,6})?$/i;

/** `?id=` or `/:id` naming one record. */
export const idQuerySchema = z.object({ id: queryId() });
