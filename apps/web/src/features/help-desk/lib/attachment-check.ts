import { ticketLimits, ticketMessages } from '@homer/contracts/help-desk-tickets';

/** What the upload box says before any file is chosen: the limits the server will hold the file to. */
export const attachmentLimitsText = `PDF, PNG, JPEG, GIF, WebP, plain text or CSV; at most ${ticketLimits.attachmentBytes / 1024 / 1024} MB a file and ${ticketLimits.attachmentsPerTicket} files a ticket.`;

/**
 * The refusals that can be told before sending the file (the server checks again, and decides the type from
 * the content): no file, too large, too many.
 */
export function attachmentProblem(file: File | null, attachedCount: number): string | null {
  if (!file) return ticketMessages.attachmentRequired;
  if (attachedCount >= ticketLimits.attachmentsPerTicket) return ticketMessages.attachmentTooMany;
  if (file.size > ticketLimits.attachmentBytes) return ticketMessages.attachmentTooLarge;
  return null;
}

/** 1536 → '1.5 KB'. */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
