import type { Envelope } from '@homer/contracts/envelope';

/**
 * Fetches a list's short-lived export link and starts the download. The file is an attachment, so a
 * plain link click downloads it without leaving the page and without a pop-up for blockers to stop.
 */
export async function downloadExport(fetchLink: () => Promise<Envelope<string, null>>): Promise<void> {
  const link = await fetchLink();
  if (!link.isSuccessful || !link.value) throw new Error(link.message ?? 'The export could not be created.');
  const anchor = document.createElement('a');
  anchor.href = link.value;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}
