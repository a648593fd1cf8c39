import { Suspense, useEffect, useLayoutEffect } from 'react';
import { Outlet, ScrollRestoration, useMatches } from 'react-router';
import { NewVersionNotice } from '../features/errors/components/new-version-notice.tsx';
import { afterFirstCommit } from './start-app.tsx';

export type RouteHandle = { title?: string };

function routeTitle(handle: unknown): string | undefined {
  if (typeof handle !== 'object' || handle === null || !('title' in handle)) return undefined;
  return typeof handle.title === 'string' ? handle.title : undefined;
}

/** Its effect runs once the page's first content has committed, hydrated or rendered: the app holds the page. */
function PageTakenOver() {
  useEffect(() => {
    afterFirstCommit();
  }, []);
  return null;
}

/**
 * Top of every route: scroll restoration, the document title from the route table's title, and the new-version
 * banner.
 */
export function RootLayout() {
  const matches = useMatches();
  const title = matches.map((m) => routeTitle(m.handle)).findLast((t) => t !== undefined);

  // A layout effect, so that a page's own title (usePageTitle, a passive effect) replaces it, not the reverse.
  useLayoutEffect(() => {
    document.title = title ?? 'HOMER';
  }, [title]);

  return (
    <>
      <ScrollRestoration />
      {/* A page the build rendered is taken over in short slices: React hydrates a Suspense boundary's content at a
          priority that yields to the browser every few milliseconds, instead of in one long task (decision 064). */}
      <Suspense fallback={null}>
        <Outlet />
        <PageTakenOver />
      </Suspense>
      <NewVersionNotice />
    </>
  );
}
