import { lazy } from 'react';

/** The header's notification icons and the right drawer: a chunk loaded after the first render (decision 030). */
export const HeaderLiveControls = lazy(() =>
  import('./header-live-controls.tsx').then((module) => ({ default: module.HeaderLiveControls })),
);
