/**
 * The new-version check (docs/decisions/033-resilient-loading-and-theme.md). A release is recognised by its entry
 * script: Vite names it by a hash of its content, which names every other chunk, so a new build puts a new name
 * into index.html. The page compares the name it was started from with the one the server's index page names
 * now, i.e. with what a reload would bring.
 */

/** Background checks (tab shown again, page change) at most this often; a failed page load checks at once. */
const checkEveryMs = 5 * 60_000;

export type VersionCheck = 'current' | 'new' | 'offline' | 'unknown';

/** The first module script an index page names (`<script type="module" src="…">`), or null. */
export function entryScriptOf(html: string): string | null {
  for (const [, attributes = ''] of html.matchAll(/<script\b([^>]*)>/gi)) {
    if (!/\btype\s*=\s*["']?module["'\s>]/i.test(`${attributes}>`)) continue;
    const src = /\bsrc\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1];
    if (src) return src;
  }
  return null;
}

function pageEntryScript(): string | null {
  return document.querySelector('script[type="module"][src]')?.getAttribute('src') ?? null;
}

let available = false;
let lastCheck = Date.now();
const listeners = new Set<() => void>();

export const newVersion = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** True once the server is found to serve another build than the one this page runs. */
  available(): boolean {
    return available;
  },
  /** Asks the server which build a reload would bring. Offline: the device says so, or the request fails. */
  async check(): Promise<VersionCheck> {
    lastCheck = Date.now();
    if (!navigator.onLine) return 'offline';
    let html: string;
    try {
      const response = await fetch('/', { cache: 'no-store', headers: { accept: 'text/html' } });
      if (!response.ok) return 'unknown';
      html = await response.text();
    } catch (error) {
      // fetch rejects with a TypeError when no answer arrives at all.
      return error instanceof TypeError ? 'offline' : 'unknown';
    }
    const served = entryScriptOf(html);
    const running = pageEntryScript();
    if (!served || !running) return 'unknown';
    if (served === running) return 'current';
    if (!available) {
      available = true;
      for (const listener of listeners) listener();
    }
    return 'new';
  },
  /** A background check, unless one ran in the last few minutes. */
  checkNowAndThen(): void {
    if (available || Date.now() - lastCheck < checkEveryMs) return;
    void newVersion.check();
  },
};
