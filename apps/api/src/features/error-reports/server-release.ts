import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The release a server error belongs to: the name of the web build this server serves (its entry script, as the
 * browser names its own release, decision 033), so a server error resolved in one deployment reopens in the next.
 * Without a build (tests, API-only runs): 'server'.
 */
export function serverRelease(webDist: string): string {
  try {
    const html = readFileSync(join(webDist, 'index.html'), 'utf8');
    return /<script\b[^>]*\btype="module"[^>]*\bsrc="\/assets\/([\w-]+)\.js"/.exec(html)?.[1] ?? 'server';
  } catch {
    return 'server';
  }
}
