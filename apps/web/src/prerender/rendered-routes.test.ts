import { linkedRouteIds } from '@homer/contracts/prerendered-links';
import { routeById } from '@homer/contracts/routes';
import { describe, expect, it } from 'vitest';
import { routePages } from '../app/route-pages.ts';
import { prerenderedRouteIds } from './rendered-routes.ts';

describe('pages the build renders (decision 064)', () => {
  it('are public pages that exist and need no address parameter', () => {
    for (const id of prerenderedRouteIds) {
      const route = routeById(id);
      expect(route.access, id).toBe('public');
      expect(routePages[id], id).toBeDefined();
      expect(route.path, id).not.toContain(':');
    }
  });

  it('per shape of a link’s query only for public pages that exist and are rendered without a query too', () => {
    for (const id of linkedRouteIds) {
      expect(routeById(id).access, id).toBe('public');
      expect(prerenderedRouteIds, id).toContain(id);
    }
  });
});
