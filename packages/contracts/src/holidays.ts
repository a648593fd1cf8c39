import { z } from 'zod';
import { envelopeSchema, pageQuerySchema } from './envelope.ts';
import { idOrZero, id as recordId, text } from './fields.ts';

/**
 * Holiday closures (issue 31, decision 108): Admin SystemAdmins keep the programme's calendar of closed days; the
 * public `holidays` page lists this year's and next year's, and business-day rules (the help-desk SLA clocks) skip
 * them and weekends.
 */

const base = 'api/Administration/Holidays';

export const holidayPaths = {
  /** GET, Admin SystemAdmin: one year's closures, server-paged by date. */
  list: `${base}/GetList`,
  /** POST, Admin SystemAdmin: add (id 0) or change a closure. */
  save: `${base}/Save`,
  /** POST, Admin SystemAdmin: remove a closure. */
  remove: `${base}/Delete`,
  /** GET, public: this year's and next year's closures in the programme's time zone. */
  publicList: 'api/Public/Holidays',
} as const;

/** Closures may be kept for these years: enough for history and planning, and a bound on the date column. */
export const holidayYears = { min: 2000, max: 2100 } as const;

export const holidayMessages = {
  dateRequired: 'Date is required.',
  dateInvalid: 'Enter the date as YYYY-MM-DD.',
  dateOutOfRange: `Choose a date between ${holidayYears.min} and ${holidayYears.max}.`,
  nameRequired: 'Name is required.',
  nameTooLong: 'Name cannot be longer than 100 characters.',
  yearInvalid: `Year must be between ${holidayYears.min} and ${holidayYears.max}.`,
  duplicateDate: 'There is already a holiday on this date.',
  notFound: 'That holiday does not exist.',
  added: 'Holiday added.',
  saved: 'Holiday saved.',
  removed: 'Holiday deleted.',
} as const;

const m = holidayMessages;

/** A calendar date (YYYY-MM-DD) that exists, within the years kept. */
export const holidayDate = z
  .string({ message: m.dateRequired })
  .min(1, m.dateRequired)
  .regex(/^\d{4}-\d{2}-\d{2}$/, m.dateInvalid)
  .refine((value) => {
    const day = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
  }, m.dateInvalid)
  .refine((value) => {
    const year = Number(value.slice(0, 4));
    return year >= holidayYears.min && year <= holidayYears.max;
  }, m.dateOutOfRange);

const year = z.coerce
  .number({ message: m.yearInvalid })
  .int(m.yearInvalid)
  .min(holidayYears.min, m.yearInvalid)
  .max(holidayYears.max, m.yearInvalid);

export const holidayListQuerySchema = pageQuerySchema.extend({ year });
export type HolidayListQuery = z.infer<typeof holidayListQuerySchema>;

export const holidayRowSchema = z.object({
  id: z.number().int(),
  /** YYYY-MM-DD. */
  date: z.string(),
  name: z.string(),
});
export type HolidayRow = z.infer<typeof holidayRowSchema>;

export const holidaySaveSchema = z.object({
  id: idOrZero(),
  date: holidayDate,
  name: text({ max: 100, required: m.nameRequired, tooLong: m.nameTooLong }),
});
export type HolidaySave = z.infer<typeof holidaySaveSchema>;

export const holidayRemoveSchema = z.object({ id: recordId() });
export type HolidayRemove = z.infer<typeof holidayRemoveSchema>;

export const holidayResponseSchema = envelopeSchema(z.null(), holidayRowSchema.nullable());
export type HolidayResponse = z.infer<typeof holidayResponseSchema>;

export const publicHolidaysSchema = z.object({
  /** The years listed: this year and next, in the programme's time zone. */
  years: z.array(z.number().int()),
  /** The programme's time zone, to say whose calendar it is. */
  timeZone: z.string(),
  holidays: z.array(holidayRowSchema.omit({ id: true })),
});
export type PublicHolidays = z.infer<typeof publicHolidaysSchema>;
