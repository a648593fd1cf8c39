import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { prefetchPageScripts } from './app/page-scripts.ts';
import { Providers } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import { preloadSignedInShell } from './app/shell/signed-in-chunks.ts';
import { sessionStore } from './shared/lib/session-store.ts';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

// A stored token most likely means a signed-in shell: fetch its chunks alongside the user-info call.
if (sessionStore.token()) preloadSignedInShell();

const router = createAppRouter();
prefetchPageScripts();

createRoot(container).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
