import type { Envelope } from '@homer/contracts/envelope';

/**
 * Opens a page that a signed code opens (the printable report, the invoice) in a new window. The window is opened
 * on the click itself (a window opened after the code arrives would be taken for a pop-up and blocked) and sent to
 * the page once the code is there; without a code it closes again (the api client has told why).
 */
export async function openWithCode(
  fetchCode: () => Promise<Envelope<string, null>>,
  pathOf: (code: string) => string,
): Promise<void> {
  const popup = window.open('about:blank', '_blank');
  try {
    const { value } = await fetchCode();
    if (!value) throw new Error('no code');
    const url = pathOf(value);
    if (popup) popup.location.href = url;
    else window.open(url, '_blank');
  } catch {
    popup?.close();
  }
}
