/**
 * GS1 element strings as pharmaceutical DataMatrix codes carry them (DSCSA): (01) GTIN, (17) expiry, (10) lot,
 * (21) serial. Read in both forms a scanner hands over: the raw one, where a variable-length element ends at a
 * GS (FNC1, \x1d; typed '<GS>' or '{GS}' by some scanners) or at the end, and the human one,
 * '(01)00369547353029(17)270331(10)NX24A17'. The one GS1 reader of the project: ndc-barcode.ts builds on it.
 */

/** The group separator that ends a variable-length element (FNC1 in the symbol). */
export const gs1Separator = '\x1d';

/** How some scanners (keyboard wedges) type the group separator instead of sending it. */
const typedSeparator = /<GS>|\{GS\}/g;

/** The value with a typed group separator ('<GS>', '{GS}') turned into the character itself. */
export function normaliseGs1Separators(value: string): string {
  return value.replace(typedSeparator, gs1Separator);
}

export type Gs1Fields = {
  gtin: string | null;
  /** The 10-digit NDC inside an NDC-based GTIN ('03' + NDC), without hyphens; null for other GTINs. */
  ndc: string | null;
  /** ISO date; a day of 00 means the month's last day. */
  expiry: string | null;
  lot: string | null;
  serial: string | null;
};

export type Gs1Result = { ok: true; fields: Gs1Fields } | { ok: false; error: string };

/** Fixed lengths of the AIs that have one; others listed are variable up to their maximum. */
const fixedLength: Record<string, number> = {
  '00': 18,
  '01': 14,
  '02': 14,
  '11': 6,
  '12': 6,
  '13': 6,
  '15': 6,
  '16': 6,
  '17': 6,
  '20': 2,
};
const variableMax: Record<string, number> = {
  '10': 20,
  '21': 20,
  '22': 20,
  '30': 8,
  '37': 8,
  '240': 30,
  '241': 30,
  '710': 20,
  '711': 20,
  '712': 20,
  '713': 20,
};

/** Symbology identifiers of GS1 symbols (GS1 DataMatrix, GS1-128, GS1 QR) that some scanners prefix. */
const gs1SymbologyIds = [']d2', ']C1', ']Q3', ']e0', ']J1'];

/** The GS1 mod-10 check digit of the digits before it. */
export function gs1CheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    const digit = digits.charCodeAt(digits.length - 1 - i) - 48;
    sum += digit * (i % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

export function isValidGtin(gtin: string): boolean {
  return /^\d{14}$/.test(gtin) && gs1CheckDigit(gtin.slice(0, 13)) === Number(gtin[13]);
}

/**
 * The NDC digits of a US NDC-based GTIN-14 (packaging indicator, '03', the 10-digit NDC, check digit) without
 * looking at its check digit; null for 14 digits that are no NDC-based GTIN.
 */
export function ndcInGtin(gtin: string): string | null {
  if (!/^\d{14}$/.test(gtin) || gtin[0] === '9' || gtin.slice(1, 3) !== '03') return null;
  return gtin.slice(3, 13);
}

/** The NDC of a US NDC-based GTIN-14 whose check digit holds. */
export function ndcFromGtin(gtin: string): string | null {
  return isValidGtin(gtin) ? ndcInGtin(gtin) : null;
}

/** YYMMDD as an ISO date (20YY); day 00 is the month's last day. Null when it names no date. */
export function gs1Date(yymmdd: string): string | null {
  if (!/^\d{6}$/.test(yymmdd)) return null;
  const year = 2000 + Number(yymmdd.slice(0, 2));
  const month = Number(yymmdd.slice(2, 4));
  const day = Number(yymmdd.slice(4, 6));
  if (month < 1 || month > 12) return null;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > lastDay) return null;
  const mm = String(month).padStart(2, '0');
  const dd = String(day === 0 ? lastDay : day).padStart(2, '0');
  return `${year}-${mm}-${dd}`;
}

/**
 * Whether a scanned value is meant as a GS1 element string: a GS1 symbology prefix, a leading FNC1, the
 * parenthesised form, or a raw string opening with a GTIN whose check digit holds. Anything else (an Rx number,
 * a plain Code 128) is taken as it is.
 */
export function looksLikeGs1(scanned: string): boolean {
  const value = normaliseGs1Separators(scanned);
  if (gs1SymbologyIds.some((id) => value.startsWith(id))) return true;
  if (value.startsWith(gs1Separator) || value.startsWith('(')) return true;
  return value.startsWith('01') && isValidGtin(value.slice(2, 16));
}

/** One application identifier and its data as read, not yet checked. */
export type Gs1Element = { ai: string; data: string };

/** The elements read, up to the first place reading stopped, and why it stopped (null when it read everything). */
export type Gs1Elements = { elements: Gs1Element[]; error: string | null };

function humanElements(value: string): Gs1Elements {
  const elements: Gs1Element[] = [];
  const pattern = /\((\d{2,4})\)([^()]*)/y;
  let at = 0;
  while (at < value.length) {
    pattern.lastIndex = at;
    const match = pattern.exec(value);
    if (!match) return { elements, error: `Unexpected text at position ${at + 1}.` };
    elements.push({ ai: match[1] as string, data: (match[2] as string).replaceAll(gs1Separator, '') });
    at = pattern.lastIndex;
  }
  return { elements, error: null };
}

function rawElements(value: string): Gs1Elements {
  const elements: Gs1Element[] = [];
  let at = 0;
  while (at < value.length) {
    if (value[at] === gs1Separator) {
      at++;
      continue;
    }
    const ai = [2, 3].map((n) => value.slice(at, at + n)).find((c) => c in fixedLength || c in variableMax);
    if (!ai) return { elements, error: `Unknown application identifier at position ${at + 1}.` };
    at += ai.length;
    const fixed = fixedLength[ai];
    if (fixed !== undefined) {
      elements.push({ ai, data: value.slice(at, at + fixed) });
      at += fixed;
    } else {
      const end = value.indexOf(gs1Separator, at);
      const stop = end === -1 ? value.length : end;
      elements.push({ ai, data: value.slice(at, stop) });
      at = stop;
    }
  }
  return { elements, error: null };
}

/**
 * Splits a GS1 element string, raw or human, with or without a symbology identifier and with typed separators,
 * into its elements without checking their data (lengths, check digit, dates): the lower-level reading that
 * `parseGs1` checks, for callers that judge the elements themselves.
 */
export function readGs1Elements(scanned: string): Gs1Elements {
  const normalised = normaliseGs1Separators(scanned);
  const id = gs1SymbologyIds.find((prefix) => normalised.startsWith(prefix));
  const value = id ? normalised.slice(id.length) : normalised;
  return value.startsWith('(') ? humanElements(value) : rawElements(value);
}

function checkElement({ ai, data }: Gs1Element): string | null {
  const fixed = fixedLength[ai];
  if (fixed !== undefined) {
    if (data.length !== fixed || !/^\d+$/.test(data)) return `(${ai}) must be ${fixed} digits.`;
  } else {
    const max = variableMax[ai];
    if (max === undefined) return `(${ai}) is not a known application identifier.`;
    if (data.length === 0 || data.length > max) return `(${ai}) must be 1 to ${max} characters.`;
  }
  return null;
}

/** Parses a GS1 element string; only call it when `looksLikeGs1`. */
export function parseGs1(scanned: string): Gs1Result {
  const { elements, error } = readGs1Elements(scanned);
  if (error) return { ok: false, error };
  if (elements.length === 0) return { ok: false, error: 'No application identifiers.' };
  const fields: Gs1Fields = { gtin: null, ndc: null, expiry: null, lot: null, serial: null };
  for (const element of elements) {
    const problem = checkElement(element);
    if (problem) return { ok: false, error: problem };
    if (element.ai === '01') {
      if (!isValidGtin(element.data)) return { ok: false, error: '(01) has a wrong check digit.' };
      fields.gtin = element.data;
      fields.ndc = ndcFromGtin(element.data);
    } else if (element.ai === '17') {
      fields.expiry = gs1Date(element.data);
      if (!fields.expiry) return { ok: false, error: '(17) is not a date.' };
    } else if (element.ai === '10') {
      fields.lot = element.data;
    } else if (element.ai === '21') {
      fields.serial = element.data;
    }
  }
  return { ok: true, fields };
}

/** An NDC-based GTIN-14 for a 10-digit NDC (packaging indicator 0): for tests and demo labels. */
export function gtinForNdc(ndc10: string): string {
  const body = `003${ndc10}`;
  return `${body}${gs1CheckDigit(body)}`;
}
