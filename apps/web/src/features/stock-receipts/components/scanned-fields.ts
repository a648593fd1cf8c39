import { looksLikeGs1, parseGs1 } from '@homer/contracts/gs1';
import type { PhoneScan } from '@homer/contracts/mobile-scanning';

/** What a scan fills in on a receipt line. */
export type ScannedFields = { ndc: string; lotNumber: string; expiryDate: string };

/** A GS1 DataMatrix typed by a keyboard-wedge scanner: its NDC, lot and expiry, or why it cannot be read. */
export function fieldsFromWedge(value: string): ScannedFields | { error: string } {
  if (!looksLikeGs1(value))
    return { error: 'That is not a GS1 DataMatrix code (it should start with 01 and a GTIN).' };
  const parsed = parseGs1(value);
  if (!parsed.ok) return { error: `The code could not be read: ${parsed.error}` };
  return fromGs1(parsed.fields);
}

function fromGs1(fields: {
  ndc: string | null;
  lot: string | null;
  expiry: string | null;
}): ScannedFields | { error: string } {
  if (!fields.ndc) return { error: 'The code holds no NDC-based GTIN.' };
  return { ndc: fields.ndc, lotNumber: fields.lot ?? '', expiryDate: fields.expiry ?? '' };
}

/** A scan from the user's phone (the phone-scan mechanism every desktop page shares). */
export function fieldsFromPhone(scan: PhoneScan): ScannedFields | { error: string } {
  if (!scan.gs1) return { error: 'The phone scanned a code that is not a GS1 DataMatrix.' };
  const fields = fromGs1(scan.gs1);
  return 'error' in fields ? fields : { ...fields, ndc: scan.ndc ?? fields.ndc };
}
