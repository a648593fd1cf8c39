/**
 * The shell's signed-in parts, one lazy module: a single chunk and request instead of one per part
 * (docs/decisions/074-fewer-larger-chunks.md). Every signed-in page renders all of them.
 */
export { SystemUpdateCountdown } from '../../features/system-update/components/system-update-countdown.tsx';
export { InactivityMonitor } from '../session/inactivity-monitor.tsx';
export { SideNav } from './side-nav.tsx';
export { UserMenu } from './user-menu.tsx';
