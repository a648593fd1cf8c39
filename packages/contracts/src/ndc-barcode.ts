/**
 * Reading an NDC from whatever a product's barcode or label gives a scanner (docs/decisions/058-refills.md):
 * a typed NDC with or without hyphens (10 or 11 digits), a UPC-A ('3' + 10-digit NDC + check digit), an
 * EAN-13/GTIN-13 ('03' + NDC + check) or a GS1 GTIN-14 (indicator, '03', NDC, check), alone or inside a GS1
 * element string as a DataMatrix carries it: '(01)00369547353025(17)270331(10)NX24A17', the same without
 * parentheses separated by GS (U+001D, or '<GS>'/'{GS}' as some scanners type it), with or without a
 * symbology identifier (']d2', ']C1', ']Q3', ']e0').
 *
 * An NDC is matched by its 10 digits (decision 057). An 11-digit NDC (5-4-2, the billing form) without hyphens
 * does not say which segment was padded, so it yields every 10-digit NDC it can stand for.
 *
 * Everything GS1 (element strings, GTIN → NDC, check digit, separators) is gs1.ts's; this file adds the NDC forms
 * and the matching.
 */

import {
  gs1Separator,
  isValidGtin,
  looksLikeGs1,
  ndcInGtin,
  normaliseGs1Separators,
  readGs1Elements,
} from './gs1.ts';

export type NdcBarcode = {
  /** The 10-digit NDCs (digits only) the code can stand for: one, except for an unhyphenated 11-digit NDC. */
  candidates: string[];
  /** The GTIN-14 when the code carried one (GS1 or UPC/EAN widened to 14 digits). */
  gtin: string | null;
  /** Whether the GTIN/UPC check digit is right; null when the code has none. Not required to match (see above). */
  checkDigitOk: boolean | null;
  /** GS1 AI 10 (batch/lot), when present. */
  lot: string | null;
  /** GS1 AI 17 (expiry, YYMMDD), when present. */
  expiry: string | null;
};

/** Any AIM symbology identifier (']d2', ']E0', ']C1', …): UPC/EAN codes carry them too, not only GS1 ones. */
const symbologyId = /^\][A-Za-z][0-9A-Za-z]/;

/** Reads an NDC-based GTIN-14; a wrong check digit is reported, not refused (the NDC digits decide a match). */
function fromGtin(gtin: string, lot: string | null = null, expiry: string | null = null): NdcBarcode | null {
  const ndc = ndcInGtin(gtin);
  return ndc ? { candidates: [ndc], gtin, checkDigitOk: isValidGtin(gtin), lot, expiry } : null;
}

/**
 * A GS1 element string, read by gs1.ts without its checks so that a wrong check digit does not hide the NDC;
 * elements after one it cannot read are left out, as are data checks other than the GTIN's shape.
 */
function fromElementString(value: string): NdcBarcode | null {
  const { elements } = readGs1Elements(value);
  const data = (ai: string) => elements.find((e) => e.ai === ai)?.data.trim() || null;
  const gtin = data('01');
  return gtin ? fromGtin(gtin, data('10'), data('17')) : null;
}

const plain = (candidates: string[]): NdcBarcode => ({
  candidates,
  gtin: null,
  checkDigitOk: null,
  lot: null,
  expiry: null,
});

/** The 10-digit NDCs an 11-digit one (5-4-2) can stand for: each segment that starts with its pad zero. */
function fromElevenDigits(d: string, hyphenated: string[] | null): string[] {
  if (hyphenated) {
    const [a, b, c] = hyphenated as [string, string, string];
    if (a.length === 5 && b.length === 4 && c.length === 2) {
      const out: string[] = [];
      if (a.startsWith('0')) out.push(a.slice(1) + b + c);
      if (b.startsWith('0')) out.push(a + b.slice(1) + c);
      if (c.startsWith('0')) out.push(a + b + c.slice(1));
      return out;
    }
    return [];
  }
  const out = new Set<string>();
  if (d[0] === '0') out.add(d.slice(1));
  if (d[5] === '0') out.add(d.slice(0, 5) + d.slice(6));
  if (d[9] === '0') out.add(d.slice(0, 9) + d.slice(10));
  return [...out];
}

/** The NDC(s) a scanned or typed code stands for, or null when it carries none. */
export function ndcFromBarcode(input: string): NdcBarcode | null {
  const scanned = input.trim().replace(symbologyId, '').trim();
  if (scanned === '' || scanned.length > 200) return null;
  // A GS1 element string, including '01' + a GTIN whose check digit is wrong.
  if (looksLikeGs1(scanned) || /^01\d{14}/.test(scanned)) return fromElementString(scanned);
  const text = normaliseGs1Separators(scanned).replaceAll(gs1Separator, '');
  const segments = /^\d+-\d+-\d+$/.test(text) ? text.split('-') : null;
  const digits = text.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(digits)) return null;
  if (segments) {
    const lengths = segments.map((s) => s.length).join('-');
    if (digits.length === 10 && ['4-4-2', '5-3-2', '5-4-1'].includes(lengths)) return plain([digits]);
    if (digits.length === 11) {
      const c = fromElevenDigits(digits, segments);
      return c.length > 0 ? plain(c) : null;
    }
    return null;
  }
  switch (digits.length) {
    case 10:
      return plain([digits]);
    case 11: {
      const c = fromElevenDigits(digits, null);
      return c.length > 0 ? plain(c) : null;
    }
    // UPC-A ('3' + NDC + check), EAN-13 ('03' + NDC + check) and GTIN-14 are one GTIN once widened to 14 digits.
    case 12:
    case 13:
    case 14:
      return fromGtin(digits.padStart(14, '0'));
    default:
      return null;
  }
}

/** Whether a scanned code names the package NDC `ndc` (hyphenated or digits). */
export function barcodeMatchesNdc(code: string, ndc: string): boolean {
  const want = ndc.replace(/-/g, '');
  return ndcFromBarcode(code)?.candidates.includes(want) ?? false;
}
