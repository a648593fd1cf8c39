import type { ComponentType } from 'react';
import { preloadPageScripts } from './page-scripts.ts';

type PageModule = { default: ComponentType };

/**
 * A page whose code its route's loader fetches, instead of React Router's `lazy`. When a `lazy` import fails,
 * the router keeps treating the route as still loading and renders nothing below the root layout: the white
 * screen of issue 10, with no error boundary reached. A loader that fails shows the route's error page inside the
 * shell. A failed fetch is forgotten, so the next visit (or a retry) asks again.
 */
export function lazyPage(routeId: string, load: () => Promise<PageModule>) {
  let Page: ComponentType | null = null;
  let loading: Promise<void> | null = null;

  function preload(): Promise<void> {
    if (!loading) void preloadPageScripts(routeId);
    loading ??= load().then(
      (module) => {
        Page = module.default;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  }

  function LoadedPage() {
    // The loader has awaited preload(), so the code is there whenever the router renders this route.
    if (!Page) throw new Error('A page was rendered before its code had loaded.');
    return <Page />;
  }

  return { preload, Component: LoadedPage };
}
