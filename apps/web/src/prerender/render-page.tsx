import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { Providers } from '../app/providers.tsx';
import { appRoutes } from '../app/router.tsx';

export { prerenderedRouteIds } from './rendered-routes.ts';

/** The markup of #root for `path`, as a signed-out visitor's browser renders it before any data arrives. */
export async function renderPage(path: string): Promise<string> {
  const { query, dataRoutes } = createStaticHandler(appRoutes());
  const context = await query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${path} answers ${context.status} instead of a page.`);
  if (context.errors) throw new Error(`${path} fails to render: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(dataRoutes, context);
  return renderToString(
    <StrictMode>
      <Providers>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </StrictMode>,
  );
}
