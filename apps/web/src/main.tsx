import { prefetchPageScripts } from './app/page-scripts.ts';
import { createAppRouter } from './app/router.tsx';
import { preloadSignedInShell } from './app/shell/signed-in-chunks.ts';
import { startApp } from './app/start-app.tsx';
import { sessionStore } from './shared/lib/session-store.ts';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

// A stored token most likely means a signed-in shell: fetch its chunks alongside the user-info call.
if (sessionStore.token()) preloadSignedInShell();

const router = createAppRouter();
prefetchPageScripts();
void startApp(container, router);
