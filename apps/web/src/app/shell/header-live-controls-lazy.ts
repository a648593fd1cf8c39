import { lazyPart } from '../lazy-part.tsx';

/** The header's notification icons and the right drawer: a chunk loaded after the first render (decision 030). */
export const HeaderLiveControls = lazyPart(() =>
  import('./late-parts.ts').then((module) => module.HeaderLiveControls),
);

/** The header's search button and Ctrl+K: after the first render too, so the bar's pages do not wait for it. */
export const PaletteLauncher = lazyPart(() =>
  import('./late-parts.ts').then((module) => module.PaletteLauncher),
);
