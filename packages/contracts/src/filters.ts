import { z } from 'zod';

/** The Is Active filter of the B&A lists: Yes / No / All ('' or absent). */
export const isActiveFilterSchema = z
  .enum(['true', 'false', ''], { message: 'Is Active must be true, false or empty.' })
  .optional()
  .transform((v) => (v === 'true' ? true : v === 'false' ? false : null));

export const isActiveOptions = [
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
  { value: '', label: 'All' },
] as const;

export const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
