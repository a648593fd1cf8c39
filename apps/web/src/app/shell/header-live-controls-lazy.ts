import { lazyPart } from '../lazy-part.tsx';

/** The header's notification icons and the right drawer: a chunk loaded after the first render (decision 030). */
export const HeaderLiveControls = lazyPart(() =>
  import('./late-parts.ts').then((module) => module.HeaderLiveControls),
);
