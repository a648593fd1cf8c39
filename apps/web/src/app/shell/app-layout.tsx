import { AppShell } from '@mantine/core';
import { useDisclosure, useLocalStorage, useMediaQuery } from '@mantine/hooks';
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { phiReady } from '../../shared/lib/phi-ready.ts';
import { storageKeys } from '../../shared/lib/storage-keys.ts';
import { useSession } from '../../shared/lib/use-session.ts';
import { lazyPart } from '../lazy-part.tsx';
import { AppFooter } from './app-footer.tsx';
import { AppHeader } from './app-header.tsx';
import { AreaParts } from './area-parts.tsx';
import { RequestProgressBar } from './request-progress-bar.tsx';
import { InactivityMonitor, SideNav, SystemUpdateCountdown } from './signed-in-chunks.ts';

// The live stream (with its lost-updates banner) and the push stack it feeds are for signed-in users only, and
// nothing on a page's first paint needs them: they load after it (decision 030), like the header's bells.
const LiveUpdates = lazyPart(() => import('./late-parts.ts').then((module) => module.LiveUpdates));
const PushStack = lazyPart(() => import('./late-parts.ts').then((module) => module.PushStack));

const collapsedWidth = 65;
const fixedWidth = 230;

/** Spec §2.2: header, side icon bar (signed in only), footer; under 992 px a hamburger replaces the bar. */
export function AppLayout() {
  const { user } = useSession();
  const location = useLocation();
  const [mobileOpened, mobileNav] = useDisclosure(false);
  // Mantine's md breakpoint is 62em = 992 px.
  const isMobile = useMediaQuery('(max-width: 61.99em)', false, { getInitialValueInEffect: false });
  const [navFixed, setNavFixed] = useLocalStorage<boolean>({
    key: storageKeys.isNavFixed,
    defaultValue: false,
    getInitialValueInEffect: false,
  });

  useEffect(() => {
    if (isMobile && navFixed) setNavFixed(false);
  }, [isMobile, navFixed, setNavFixed]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: closing the drawer is the reaction to a page change.
  useEffect(() => {
    mobileNav.close();
  }, [location.pathname]);

  return (
    <AppShell
      header={{ height: 56 }}
      footer={{ height: 40 }}
      navbar={
        user
          ? {
              width: navFixed ? fixedWidth : collapsedWidth,
              breakpoint: 'md',
              collapsed: { mobile: !mobileOpened },
            }
          : undefined
      }
      padding="md"
    >
      <a href="#main-content" className="homer-skip-link">
        Skip to main content
      </a>
      <RequestProgressBar />
      <AppShell.Header>
        <AppHeader user={user} navOpened={mobileOpened} onToggleNav={mobileNav.toggle} />
      </AppShell.Header>
      {user && (
        <AppShell.Navbar className="homer-print-hidden" aria-label="Main navigation">
          <Suspense fallback={null}>
            <SideNav
              access={user.access}
              phiReady={phiReady(user)}
              expanded={navFixed || Boolean(isMobile)}
              onToggleFixed={isMobile ? undefined : () => setNavFixed((fixed) => !fixed)}
            />
          </Suspense>
        </AppShell.Navbar>
      )}
      <AppShell.Main id="main-content" tabIndex={-1}>
        {user && (
          <>
            <LiveUpdates />
            <Suspense fallback={null}>
              <SystemUpdateCountdown />
            </Suspense>
            <AreaParts pathname={location.pathname} />
          </>
        )}
        <Outlet />
      </AppShell.Main>
      <AppShell.Footer>
        <AppFooter signedIn={user !== null} />
      </AppShell.Footer>
      {user && <PushStack />}
      {user?.inactivityTimeout && (
        <Suspense fallback={null}>
          <InactivityMonitor />
        </Suspense>
      )}
    </AppShell>
  );
}
