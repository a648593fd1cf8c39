import { type AppRoute, routeById, routes } from '@homer/contracts/routes';
import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import { buildLoginUrl } from '../shared/lib/login-url.ts';
import { appNavigation } from '../shared/lib/navigation.ts';
import { phiReady, secondFactorRequiredPath } from '../shared/lib/phi-ready.ts';
import { announceAccessRefused } from '../shared/lib/refuse-access.ts';
import { session } from '../shared/lib/session.ts';
import { sessionStore } from '../shared/lib/session-store.ts';
import { PageLoader } from '../shared/ui/page-loader.tsx';
import { lazyPage } from './lazy-page.tsx';
import { RootLayout, type RouteHandle } from './root-layout.tsx';
import { routeAccessDecision } from './route-access.ts';
import { RouteErrorPage } from './route-error-page.tsx';
import { routePages, sharedPages } from './route-pages.ts';
import { AppLayout } from './shell/app-layout.tsx';

const routeTable: readonly AppRoute[] = routes;

/** Runs before the page's chunk is shown: signed-out visitors go to login, others without rights go home. */
function guard(route: AppRoute) {
  return async ({ request }: LoaderFunctionArgs) => {
    await session.ready();
    const scannerRoute = route.id === 'mobileScanning';
    // The phone arrives with a QR sign-in token: spend it, then drop it from the address (it works once). Loaded
    // only then, so other pages do not carry it (decision 030).
    const address = new URL(request.url);
    if (scannerRoute && address.searchParams.has('qrToken')) {
      const qr = await import('../features/mobile-scanning/qr-sign-in.ts');
      if (await qr.spendQrToken(address)) throw redirect(qr.withoutQrToken(address));
    }
    const decide = () => {
      const user = sessionStore.get().user;
      return routeAccessDecision(
        route.access,
        user ? user.access : null,
        { session: user?.mobileScanning ?? false, scannerRoute },
        user ? phiReady(user) : false,
      );
    };
    let decision = decide();
    // The session may have gained its second factor since the user was loaded (another tab): ask once more.
    if (decision === 'secondFactor') decision = await session.refresh().then(decide, decide);
    if (decision === 'mobile') throw redirect(`/${routeById('mobileScanning').path}`);
    if (decision === 'login') {
      const url = new URL(request.url);
      throw redirect(buildLoginUrl(`${url.pathname}${url.search}`));
    }
    if (decision === 'secondFactor') {
      const url = new URL(request.url);
      throw redirect(
        `${secondFactorRequiredPath}?from=${encodeURIComponent(`${url.pathname}${url.search}`)}`,
      );
    }
    if (decision === 'denied') {
      announceAccessRefused();
      throw redirect('/');
    }
    return null;
  };
}

const loadedPages = new Map<string, ReturnType<typeof lazyPage>>();

/** One page per page id, so routes sharing a page (`sharedPages`) render the very same component. */
function pageOf(routeId: string, load: Parameters<typeof lazyPage>[1]) {
  const pageId = sharedPages[routeId as keyof typeof sharedPages] ?? routeId;
  let page = loadedPages.get(pageId);
  if (!page) {
    page = lazyPage(pageId, load);
    loadedPages.set(pageId, page);
  }
  return page;
}

function pageRoute(route: AppRoute): RouteObject[] {
  const load = routePages[route.id as keyof typeof routePages];
  if (!load) return [];
  const page = pageOf(route.id, load);
  const checkAccess = guard(route);
  const handle: RouteHandle = { title: route.title };
  return [
    {
      id: route.id,
      path: route.path,
      // The page's code loads alongside the access check; if it cannot, this route's error page says why.
      loader: async (args: LoaderFunctionArgs) => {
        const code = page.preload();
        // A redirect below leaves `code` unawaited: its failure then matters to no one.
        code.catch(() => undefined);
        await checkAccess(args);
        await code;
        return null;
      },
      Component: page.Component,
      ErrorBoundary: RouteErrorPage,
      handle,
    },
  ];
}

/**
 * An address the route table does not know: the 404 page, in the shell, at the address typed, so it can be
 * corrected (decision 085; the spec's redirect home hid the mistake).
 */
function unknownAddressRoute(): RouteObject[] {
  return pageRoute(routeById('notFound')).map((route) => ({ ...route, id: 'unknownAddress', path: '*' }));
}

/** Home (spec §2.1): dashboard when signed in, otherwise login. */
async function homeRedirect() {
  await session.ready();
  return redirect(sessionStore.get().user ? '/dashboard' : '/login');
}

/** The route tree, shared by the browser router and the build-time rendering of public pages (decision 064). */
export function appRoutes(): RouteObject[] {
  const pages = routeTable.filter((route) => route.path !== '');
  return [
    {
      id: 'root',
      path: '/',
      Component: RootLayout,
      HydrateFallback: PageLoader,
      ErrorBoundary: RouteErrorPage,
      // The start-up user-info check; the spinner above shows until it is done.
      loader: async () => {
        await session.ready();
        return null;
      },
      children: [
        // element null: these routes only redirect, and say so to the router's dev checks.
        { index: true, loader: homeRedirect, element: null },
        ...pages.filter((route) => route.bare).flatMap(pageRoute),
        {
          id: 'shell',
          Component: AppLayout,
          children: [...pages.filter((route) => !route.bare).flatMap(pageRoute), ...unknownAddressRoute()],
        },
      ],
    },
  ];
}

export function createAppRouter() {
  const router = createBrowserRouter(appRoutes());
  appNavigation.register((to) => {
    void router.navigate(to);
  });
  return router;
}
