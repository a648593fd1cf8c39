/**
 * What an error report may carry (docs/decisions/070-error-reporting.md). The browser scrubs before sending and the
 * server scrubs again before storing, because a report is untrusted input: no token, e-mail, phone number, date of
 * birth or prescription number may reach the table. Free of zod so the web's start-up chunk can carry it.
 */

/** Query keys whose values say how a page was viewed and never who or what was viewed. */
export const keptQueryKeys: readonly string[] = [
  'page',
  'pageSize',
  'sortField',
  'sortOrder',
  'status',
  'tab',
  'isPid',
  'inactive',
  'request',
  'useSso',
];

const rules: readonly [RegExp, string][] = [
  // Tokens: bearer headers, JWTs, and the secrets that travel in query strings (reset, QR and survey links).
  [/\bBearer\s+[\w.~+/=-]+/gi, 'Bearer [token]'],
  [/\beyJ[\w-]+\.[\w-]+\.[\w-]*/g, '[token]'],
  [
    /\b(access_token|token|qrToken|guid|code|password|secret|key|signature|sig)=[^&\s#"']*/gi,
    '$1=[redacted]',
  ],
  [/[\w.%+-]+@[\w-]+(\.[\w-]+)+/g, '[email]'],
  [/\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi, '[guid]'],
  [/\b[0-9a-f]{24,}\b/gi, '[hex]'],
  // Dates of birth and the like, US and ISO order.
  [/\b\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}\b/g, '[date]'],
  [/\b\d{4}-\d{2}-\d{2}\b/g, '[date]'],
  [/(\+?1[\s.-]?)?\(?\b\d{3}\)?[\s.-]\d{3}[\s.-]\d{4}\b/g, '[phone]'],
  // Rx, member and card numbers: any run of four or more digits, unless it is a stack position (":1234").
  [/(?<![\d:])\d{4,}(?!\d)/g, '[number]'],
];

/** Text with every token, address, phone number, date and long number replaced by a placeholder. */
export function scrubText(text: string): string {
  let out = text;
  for (const [pattern, replacement] of rules) out = out.replace(pattern, replacement);
  return out;
}

/**
 * A page or call address reduced to its path and the kept query keys (values scrubbed too): query strings carry
 * tokens and search terms (names, Rx numbers). Numeric path segments become ':n' so one page is one route.
 */
export function scrubUrl(address: string): string {
  let url: URL;
  try {
    url = new URL(address, 'http://x');
  } catch {
    return '[unreadable address]';
  }
  const path = url.pathname
    .split('/')
    .map((segment) => (/^\d+$/.test(segment) ? ':n' : segment))
    .join('/');
  const kept = [...url.searchParams].filter(([k]) => keptQueryKeys.includes(k));
  const query = kept.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&');
  return scrubText(query ? `${path}?${query}` : path);
}

/** A stack with each frame's address scrubbed (origin and query dropped), positions kept. */
export function scrubStack(stack: string): string {
  return scrubText(
    stack.replace(/\b(https?:\/\/[^/\s)]+)?(\/[^\s)?#]*)(\?[^\s):]*)?/g, (_m, _origin, path: string) => path),
  );
}
