import type { RouteId } from './routes.ts';

/**
 * Public pages people open from a link (an email's change-password link, PFS's register link) whose first render
 * depends only on the shape of the link's query, never on its values: the build renders each shape once more with
 * sample values, and the server answers a link of that shape with that rendering (decision 104, after 064).
 *
 * A parameter is
 * - `value`: required, any non-empty value;
 * - `id`: required, a positive whole number as positiveId reads it;
 * - `optional`: may be there with any value, which the first render does not use;
 * - `flag`: optional, and 'true' (any case) renders otherwise than anything else: each combination is a shape.
 * A query with any other parameter, or a required one missing or malformed, gets the unrendered page.
 */
type LinkParam = 'value' | 'id' | 'optional' | 'flag';

export const prerenderedLinks = {
  changePassword: { token: 'value', userId: 'id', code: 'optional' },
  homerRegister: { guid: 'value', fromAccounts: 'flag', fromIcq: 'flag' },
} as const satisfies Partial<Record<RouteId, Record<string, LinkParam>>>;

type LinkedRouteId = keyof typeof prerenderedLinks;

/** A query flag as the pages read it. */
export const isTrueFlag = (value: string | null) => value?.toLowerCase() === 'true';

/** A route parameter that names a record: 1 to 9 digits, not zero (always within an integer column). */
export const isPositiveIdText = (value: string | null | undefined): value is string =>
  !!value && /^\d{1,9}$/.test(value) && Number(value) > 0;

/** The key of a shape's rendering: the route id, then the flags that are true. */
const shapeKey = (routeId: string, trueFlags: string[]) => `${routeId}?${trueFlags.join('&')}`;

/** The rendering a query asks for: its shape's key, or null when the route has no renderings of links or it fits none. */
export function linkRenderingKey(routeId: string, query: URLSearchParams): string | null {
  const params: Record<string, LinkParam> | undefined = prerenderedLinks[routeId as LinkedRouteId];
  if (!params) return null;
  for (const name of query.keys()) if (!(name in params)) return null;
  const trueFlags: string[] = [];
  for (const [name, kind] of Object.entries(params)) {
    const value = query.get(name);
    if (kind === 'value' && !value) return null;
    if (kind === 'id' && !isPositiveIdText(value)) return null;
    if (kind === 'flag' && isTrueFlag(value)) trueFlags.push(name);
  }
  return shapeKey(routeId, trueFlags);
}

/** Every shape of a route's links, with a query of sample values for the build to render. */
export function linkRenderingSamples(routeId: LinkedRouteId): { key: string; query: string }[] {
  const params: Record<string, LinkParam> = prerenderedLinks[routeId];
  const required = Object.entries(params).filter(([, kind]) => kind === 'value' || kind === 'id');
  const flags = Object.keys(params).filter((name) => params[name] === 'flag');
  const samples: { key: string; query: string }[] = [];
  for (let mask = 0; mask < 2 ** flags.length; mask++) {
    const trueFlags = flags.filter((_, i) => mask & (1 << i));
    const query = new URLSearchParams([
      ...required.map(([name, kind]): [string, string] => [name, kind === 'id' ? '1' : 'sample']),
      ...trueFlags.map((name): [string, string] => [name, 'true']),
    ]);
    samples.push({ key: shapeKey(routeId, trueFlags), query: query.toString() });
  }
  return samples;
}

export const linkedRouteIds = Object.keys(prerenderedLinks) as LinkedRouteId[];
