import type { AttachmentContentType } from '@homer/contracts/help-desk-tickets';
import { ticketLimits } from '@homer/contracts/help-desk-tickets';
import { fileTypeFromBuffer } from 'file-type';

/** The binary types a ticket takes, with the name endings each may carry. */
const binaryTypes: Partial<Record<string, readonly string[]>> = {
  'application/pdf': ['pdf'],
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
};

const extensionOf = (name: string) => /\.([A-Za-z0-9]{1,10})$/.exec(name)?.[1]?.toLowerCase() ?? '';

/** Valid UTF-8 of printable characters: no control characters but tab and line breaks. */
export function isPrintableUtf8(bytes: Uint8Array): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  return !/[^\P{Cc}\t\n\r]|[\p{Cs}\p{Co}\p{Cn}]/u.test(text);
}

/**
 * What the file is, decided by its bytes (file-type's signatures, or the printable UTF-8 check for text), and
 * accepted only when its name says the same: a PNG must be named .png, text .txt or .csv. Null for anything else,
 * so an HTML page named photo.png is refused rather than stored as an image or as text.
 */
export async function attachmentTypeOf(
  name: string,
  bytes: Uint8Array,
): Promise<AttachmentContentType | null> {
  const extension = extensionOf(name);
  const detected = await fileTypeFromBuffer(bytes);
  if (detected) {
    return binaryTypes[detected.mime]?.includes(extension) ? (detected.mime as AttachmentContentType) : null;
  }
  if (!isPrintableUtf8(bytes)) return null;
  if (extension === 'txt') return 'text/plain';
  if (extension === 'csv') return 'text/csv';
  return null;
}

/**
 * The name to store: the last path segment, without control or bidirectional-override characters, at most the
 * column's length (the ending kept). Empty when nothing is left.
 */
export function cleanFileName(name: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[\p{Cc}\p{Cf}"]/gu, '').trim();
  const max = ticketLimits.attachmentFileName;
  if (base.length <= max) return base;
  const ending = /\.[A-Za-z0-9]{1,10}$/.exec(base)?.[0] ?? '';
  return base.slice(0, max - ending.length) + ending;
}
