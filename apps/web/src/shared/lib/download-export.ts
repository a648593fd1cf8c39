import type { Envelope } from '@homer/contracts/envelope';
import { saveBlob } from './save-blob.ts';

const fallbackMessage = 'The export could not be created.';

/** The name the server gave the attachment (`attachment; filename="Budgets-2026-07-01.xlsx"`). */
function attachmentName(disposition: string | null): string {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? 'export.xlsx';
}

async function messageOf(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { message?: unknown };
    return typeof body.message === 'string' && body.message !== '' ? body.message : fallbackMessage;
  } catch {
    return fallbackMessage;
  }
}

/**
 * Fetches a list's short-lived export link, then the file itself, and saves it through a link click (no
 * pop-up for blockers to stop, the page stays put). The file is fetched rather than navigated to so that a
 * refusal — a busy server's "try again in a minute" (decision 029), an expired link — is said in a toast
 * instead of replacing the page with its JSON; the Export button shows its spinner meanwhile.
 */
export async function downloadExport(fetchLink: () => Promise<Envelope<string, null>>): Promise<void> {
  const link = await fetchLink();
  if (!link.isSuccessful || !link.value) throw new Error(link.message ?? fallbackMessage);
  const response = await fetch(link.value, { cache: 'no-store' });
  if (!response.ok) throw new Error(await messageOf(response));
  saveBlob(await response.blob(), attachmentName(response.headers.get('content-disposition')));
}
