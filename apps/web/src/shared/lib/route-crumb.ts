import { type RouteId, routeById } from '@homer/contracts/routes';

export type Crumb = { label: string; to: string };

/**
 * A breadcrumb to a page of the route table, named by the route's title (the spec's wording). Parameters fill the
 * path's `:name` segments; optional ones left out are dropped.
 */
export function routeCrumb(id: RouteId, params: Record<string, string | number> = {}): Crumb {
  const route = routeById(id);
  const path = route.path
    .split('/')
    .flatMap((segment) => {
      if (!segment.startsWith(':')) return [segment];
      const name = segment.slice(1).replace(/\?$/, '');
      const value = params[name];
      if (value === undefined) {
        if (segment.endsWith('?')) return [];
        throw new Error(`Route ${id} needs ${name}`);
      }
      return [encodeURIComponent(String(value))];
    })
    .join('/');
  return { label: route.title ?? id, to: `/${path}` };
}

/** A breadcrumb to a record's page, named by the record once its name is known (the route's title until then). */
export function recordCrumb(
  id: RouteId,
  params: Record<string, string | number>,
  name: string | null | undefined,
): Crumb {
  const crumb = routeCrumb(id, params);
  return name ? { ...crumb, label: name } : crumb;
}
