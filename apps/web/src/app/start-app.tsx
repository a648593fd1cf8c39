import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { installErrorReporting } from '../shared/lib/error-reporting/error-reporting.ts';
import { sessionStore } from '../shared/lib/session-store.ts';
import { registerOfflineCacheWhenStable } from './offline-cache/register.ts';
import { Providers } from './providers.tsx';

let hydrated = false;

/** Resolves once the router has run its first loaders: the session check and the page's code. */
function routerReady(router: DataRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/**
 * Renders the app into #root. A public page the build rendered (decision 064) is already on screen: the app takes it
 * over (hydrates) once the router holds what the build rendered, the same page for a signed-out visitor; otherwise
 * (a stored sign-in, a redirect) the app replaces it.
 */
export async function startApp(container: HTMLElement, router: DataRouter): Promise<void> {
  installErrorReporting();
  registerOfflineCacheWhenStable(router);
  const app = (
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>
  );
  const rendered = container.dataset.prerendered;
  if (!rendered) {
    createRoot(container).render(app);
    return;
  }
  await routerReady(router);
  const page = router.state.matches.at(-1)?.route.id;
  if (page === rendered && !router.state.errors && !sessionStore.get().user) {
    hydrated = true;
    hydrateRoot(container, app);
  } else {
    delete container.dataset.prerendered;
    createRoot(container).render(app);
  }
}

/** The field's own value setter, which React's change tracking does not see. */
function elementValueSetter(field: HTMLInputElement | HTMLTextAreaElement) {
  const prototype =
    field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  return Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
}

/**
 * Text typed into a rendered page before the app took it over reaches the form. React keeps such text on screen
 * but never reports it: at hydration it records the field's value as the one it knows, so no change is seen.
 * Telling React the field held its rendered value, then setting the typed text past its tracking and announcing an
 * input, lets the form's own change handler take it.
 */
function replayTypedText(root: HTMLElement) {
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    if (field instanceof HTMLInputElement && ['checkbox', 'radio', 'file'].includes(field.type)) continue;
    const typed = field.value;
    if (typed === field.defaultValue) continue;
    field.value = field.defaultValue;
    elementValueSetter(field)?.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/** What the rendered page's inline script held back (packages/contracts/src/inline-scripts.ts). */
type EarlyEvents = [target: EventTarget | null, submitter: HTMLElement | null | undefined][];

/** Clicks and submissions made before the app took the page over, replayed on the elements that got them. */
function replayHeldEvents() {
  const held = (document as Document & { homerEarlyEvents?: EarlyEvents }).homerEarlyEvents ?? [];
  for (const [target, submitter] of held.splice(0)) {
    // A page the app replaced instead (a signed-in visitor) no longer has these elements.
    if (!(target instanceof HTMLElement) || !target.isConnected) continue;
    if (target instanceof HTMLFormElement) target.requestSubmit(submitter?.isConnected ? submitter : null);
    else target.click();
  }
}

/**
 * Called once, after the app's first commit: from now on the app handles the page's events itself, and what a
 * visitor did on a rendered page before it was taken over (decision 064) is handed to the app.
 */
export function afterFirstCommit(): void {
  document.documentElement.setAttribute('data-app-ready', '');
  if (!hydrated) return;
  hydrated = false;
  const root = document.getElementById('root');
  if (root) replayTypedText(root);
  replayHeldEvents();
}
