/**
 * What a signed-in page's shell loads after its first paint (the header's bells and drawer, the live stream, the
 * push stack, the side bar's page icons), one lazy module: a single chunk and request instead of one per part
 * (docs/decisions/074-fewer-larger-chunks.md).
 */
export { PushStack } from '../../features/push-stack/push-stack.tsx';
export { LiveUpdates } from '../live/live-updates.tsx';
export { HeaderLiveControls } from './header-live-controls.tsx';
export { navPageIcons } from './nav-page-icons.ts';
export { PaletteLauncher } from './palette-launcher.tsx';
