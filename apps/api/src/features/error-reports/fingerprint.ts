import { createHash } from 'node:crypto';

/**
 * The first stack frame as "function file", without origin, build hash, query or position: those change with every
 * release, and a group must outlive releases to be reopened by a later one (decision 070).
 */
export function topFrame(stack: string | undefined): string {
  for (const line of (stack ?? '').split('\n')) {
    // V8: "    at fn (/path/file.ts:1:2)" or "    at /path/file.ts:1:2"; Firefox and Safari: "fn@https://host/file.js:1:2".
    const v8 = /^\s*at (?:(.+?) \()?(.+?):\d+:\d+\)?\s*$/.exec(line);
    const gecko = v8 ? null : /^(.*?)@(.+?):\d+:\d+\s*$/.exec(line);
    const match = v8 ?? gecko;
    if (!match) continue;
    const fn = match[1]?.trim() || '<anonymous>';
    const file = (match[2] ?? '').split(/[/\\]/).at(-1)?.split('?')[0] ?? '';
    // Vite names chunks "name-<8 character hash>.js".
    const name = file.replace(/-[\w-]{8}\.js$/, '.js');
    return `${fn} ${name}`.slice(0, 500);
  }
  return '';
}

/** Digits and quoted values vary between occurrences of one error ("index 7", "'abc' is not a function"). */
export function normalizeMessage(message: string): string {
  return message
    .replace(/(["'`]).*?\1/g, '$1…$1')
    .replace(/\d+/g, 'N')
    .replace(/\s+/g, ' ')
    .trim();
}

export function fingerprintOf(source: string, type: string, message: string, stack: string | undefined) {
  return createHash('sha256')
    .update(JSON.stringify([source, type, normalizeMessage(message), topFrame(stack)]))
    .digest('hex');
}
