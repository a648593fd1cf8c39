/**
 * Saves bytes fetched with the signed-in token (a PDF, an export) as a file through a link click: no pop-up for
 * blockers to stop, and the page stays put.
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const file = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = file;
  anchor.download = fileName;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // The browser has started its own copy by now; the minute is a margin for slow disks.
  setTimeout(() => URL.revokeObjectURL(file), 60_000);
}
