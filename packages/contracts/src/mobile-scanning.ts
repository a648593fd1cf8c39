import { z } from 'zod';
import type { qrTokenValueSchema } from './account.ts';
import { envelopeSchema } from './envelope.ts';
import { isStorableText, text } from './fields.ts';

/**
 * Mobile scanning (spec document 1 §4.11, §5, §7, §9; docs/decisions/060-mobile-scanning.md): a phone signed in
 * by QR code scans barcodes, and each scan reaches the desktop page that showed the QR code over the live stream.
 */

export const mobileScanningPaths = {
  /** POST ?parentUrl=, body {value}: a mobile-scanning session's scan, for the page at parentUrl. */
  scan: 'api/MobileScanning/Scan',
  /** GET: the STRICH barcode SDK's licence key, or null for the built-in reader (decision 109). */
  strichLicense: 'api/Administration/Strich/GetStrichLicense',
} as const;

export const mobileScanningLimits = { value: 500, parentUrl: 500 } as const;

/** Scanner settings of spec §5 and §9. */
export const scannerSettings = {
  formats: ['Code128', 'DataMatrix', 'QRCode', 'PDF417'],
  minLineCountPid: 1,
  minLineCount: 3,
  duplicateIntervalMs: 2000,
  /** Region of interest: the share of the frame left out on each side. */
  roiSides: 0.1,
  roiTopBottom: 0.3,
  resolution: { width: 1920, height: 1080 },
  /** Scan failure toast (spec §8). */
  errorToastMs: 2000,
} as const;

export const mobileScanningMessages = {
  finished: 'Finished Scanning',
  initializing: 'Initializing scanner...',
  loadError: (detail: string) => `There was an error loading the scanner: ${detail}`,
  parentUrlInvalid: 'The page to send scans to is not valid.',
  valueRequired: 'The scanned value is empty.',
  valueTooLong: `The scanned value cannot be longer than ${mobileScanningLimits.value} characters.`,
  notGs1: (detail: string) => `The scanned code is not a valid GS1 code: ${detail}`,
  phoneOnly: 'Scans are sent from a phone signed in with the QR code.',
  sent: 'Scan sent.',
  qrTitle: 'Scan with your phone',
  qrHelp:
    'Open your phone camera on this code to sign it in for scanning. Scans appear here while this page is open.',
  qrExpired: 'This code has expired.',
  newCode: 'New code',
  noScans: 'No scans yet. Scan a code on the phone signed in with this QR code.',
  expired: 'Expired',
  recalled: 'Recalled',
  readerStrich: 'Reader: STRICH',
  readerZxing: 'Reader: ZXing (built in)',
  strichFailed: (reason: string) =>
    `The STRICH barcode reader could not start: ${reason}. The built-in reader is used instead, so you can keep scanning. If this keeps happening, tell your HOMER administrator.`,
} as const;

/**
 * A same-origin path: '/' then no second '/' or '\' (a protocol-relative URL leaves the site), and no control
 * characters. The desktop matches it exactly to its own pathname and search.
 */
export function isSameOriginPath(value: string): boolean {
  return (
    value.startsWith('/') &&
    !value.startsWith('//') &&
    !value.startsWith('/\\') &&
    ![...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)
  );
}

export const mobileScanQuerySchema = z.object({
  parentUrl: z
    .string({ message: mobileScanningMessages.parentUrlInvalid })
    .max(mobileScanningLimits.parentUrl, mobileScanningMessages.parentUrlInvalid)
    .refine(isStorableText, mobileScanningMessages.parentUrlInvalid)
    .refine(isSameOriginPath, mobileScanningMessages.parentUrlInvalid),
});

export const mobileScanBodySchema = z.object({
  value: text({
    max: mobileScanningLimits.value,
    trim: false,
    required: mobileScanningMessages.valueRequired,
    tooLong: mobileScanningMessages.valueTooLong,
  }),
});

export const gs1FieldsSchema = z.object({
  gtin: z.string().nullable(),
  ndc: z.string().nullable(),
  expiry: z.string().nullable(),
  lot: z.string().nullable(),
  serial: z.string().nullable(),
});

/** One scan as the desktop receives it. */
export const phoneScanSchema = z.object({
  /** The desktop page the scan is for: its pathname and search. */
  parentUrl: z.string(),
  value: z.string(),
  /** The GS1 fields, when the code is a GS1 element string. */
  gs1: gs1FieldsSchema.nullable(),
  /** The formulary's name and hyphenated NDC, when the NDC is in it. */
  productName: z.string().nullable(),
  ndc: z.string().nullable(),
  /** The expiry is before today. */
  expired: z.boolean(),
  /** A recall names the NDC (and the lot, when known). */
  recalled: z.boolean(),
  recallNumbers: z.array(z.string()),
  /** ISO instant. */
  scannedAt: z.string(),
});
export type PhoneScan = z.infer<typeof phoneScanSchema>;

export const mobileScanResponseSchema = envelopeSchema(phoneScanSchema, z.null());

/**
 * GET api/Administration/Strich/GetStrichLicense: the STRICH SDK's licence key (STRICH_LICENSE_KEY), or null when
 * none is configured and the phone uses the built-in zxing-wasm reader. A plain object, like api/Home/GetOptions.
 */
export const strichLicenseSchema = z.object({ licenseKey: z.string().nullable() });
export type StrichLicense = z.infer<typeof strichLicenseSchema>;

/** The phone page's URL in a QR code: the sign-in token's url plus the page that opened it. */
export function phoneScanUrl(qrUrl: string, parentUrl: string, isPid = false): string {
  return `${qrUrl}&isPid=${isPid}&parentUrl=${encodeURIComponent(parentUrl)}`;
}

/** CreateToken's value: the QR sign-in token, its phone URL and when it expires. */
export type QrToken = z.infer<typeof qrTokenValueSchema>;
