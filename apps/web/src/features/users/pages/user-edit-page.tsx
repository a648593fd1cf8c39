import { type UserDetails, type UserTab, userTabs } from '@homer/contracts/users';
import { Center, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { Navigate, useParams } from 'react-router';
import { isNotFound } from '../../../shared/lib/is-not-found.ts';
import { positiveId } from '../../../shared/lib/positive-id.ts';
import { refuseAccess } from '../../../shared/lib/refuse-access.ts';
import { useSession } from '../../../shared/lib/use-session.ts';
import { NotFoundScreen } from '../../../shared/ui/not-found-screen.tsx';
import { RecordHeader } from '../../../shared/ui/record-header.tsx';
import { membershipsQueryOptions } from '../../user-memberships/api/memberships.ts';
import { moduleAccessQueryOptions } from '../api/module-access.ts';
import { userDetailsQueryOptions } from '../api/user-details.ts';
import { UserTabsNav } from '../components/user-tabs-nav.tsx';
import { userTabPath } from '../lib/user-tab-path.ts';
import { usersListCrumb, userTrail } from '../lib/user-trail.ts';
import { tabTitles, visibleTabs } from '../lib/visible-tabs.ts';

// Each tab's code loads when the tab opens: together they would put the page over its weight budget (decision 030).
const DetailsTab = lazy(() =>
  import('../components/details-tab.tsx').then((m) => ({ default: m.DetailsTab })),
);
const ModuleAccessTab = lazy(() =>
  import('../components/module-access-tab.tsx').then((m) => ({ default: m.ModuleAccessTab })),
);
const SecurityTab = lazy(() =>
  import('../../user-security/components/security-tab.tsx').then((m) => ({ default: m.SecurityTab })),
);
const MembershipsTab = lazy(() =>
  import('../../user-memberships/components/memberships-tab.tsx').then((m) => ({
    default: m.MembershipsTab,
  })),
);
const LoginHistoryTab = lazy(() =>
  import('../../user-login-history/components/login-history-tab.tsx').then((m) => ({
    default: m.LoginHistoryTab,
  })),
);
const AuditHistoryTab = lazy(() =>
  import('../../user-audit-history/components/audit-history-tab.tsx').then((m) => ({
    default: m.AuditHistoryTab,
  })),
);

const NotificationsTab = lazy(() =>
  import('../../user-notification-settings/components/notifications-tab.tsx').then((m) => ({
    default: m.NotificationsTab,
  })),
);

const HerosAgenciesTab = lazy(() =>
  import('../../user-program-links/components/heros-agencies-tab.tsx').then((m) => ({
    default: m.HerosAgenciesTab,
  })),
);
const RxConnectsTab = lazy(() =>
  import('../../user-program-links/components/rx-connects-tab.tsx').then((m) => ({
    default: m.RxConnectsTab,
  })),
);

const isTab = (tab: string | undefined): tab is UserTab => userTabs.includes(tab as UserTab);

function Loading({ label }: { label: string }) {
  return (
    <Center py="xl">
      <Loader aria-label={label} />
    </Center>
  );
}

function DetailsPanel({ userId }: { userId: number }) {
  const query = useQuery(userDetailsQueryOptions(userId));
  if (query.isPending) return <Loading label="Loading user details" />;
  if (!query.data) return <Text>The user's details could not be loaded.</Text>;
  return <DetailsTab key={query.data.id} user={query.data} />;
}

function ModuleAccessPanel({ userId }: { userId: number }) {
  const query = useQuery(moduleAccessQueryOptions(userId));
  if (query.isPending) return <Loading label="Loading module access" />;
  if (!query.data) return <Text>The module access could not be loaded.</Text>;
  // Keyed by the saved grants, so a save (or another load) starts the matrix from what is stored.
  return <ModuleAccessTab key={JSON.stringify(query.data.access)} access={query.data} />;
}

function MembershipsPanel({ userId }: { userId: number }) {
  const query = useQuery(membershipsQueryOptions(userId));
  if (query.isPending) return <Loading label="Loading organizations" />;
  if (!query.data) return <Text>The user's organizations could not be loaded.</Text>;
  return <MembershipsTab key={userId} userId={userId} data={query.data} />;
}

/** Forms stay narrow, the module matrix is wider, and the list tabs take the page's width. */
const tabWidth: Partial<Record<UserTab, number | undefined>> = {
  'module-access': 1100,
  'login-history': undefined,
  'audit-history': undefined,
};

/** "First Last (username)": the name people know and the one they sign in with (issue 27). */
function userRecordName(user: UserDetails | undefined): string | null {
  if (!user) return null;
  const name = `${user.firstName} ${user.lastName}`.trim();
  return name ? `${name} (${user.userName})` : user.userName;
}

/**
 * admin/users/user/edit/{tab}/{id} and details/currentUser: the tabs the viewer may see of one user
 * (decisions 038, 041), under a header naming the user (decision 084). Tabs not built yet, and tabs the viewer
 * may not see, open the details tab instead; another user's page the viewer may not see is refused as a 403 is,
 * and a user that does not exist gets the 404 screen (decision 085).
 */
export default function UserEditPage() {
  const { tab, id, el, reportId } = useParams();
  const { user } = useSession();
  const current = id === 'currentUser';
  const userId = current ? (user?.id ?? null) : positiveId(id);
  const tabs = user && userId !== null ? visibleTabs(user, userId) : [];
  const refused = user !== null && userId !== null && tabs.length === 0;
  // The same user-details answer the details tab shows: its name heads every tab.
  const record = useQuery({ ...userDetailsQueryOptions(userId ?? 0), enabled: !!userId && !refused });

  useEffect(() => {
    if (refused) refuseAccess();
  }, [refused]);

  if (!user || refused) return null;
  if (userId === null) return <NotFoundScreen back={usersListCrumb(user)} />;
  if (isNotFound(record.error)) return <NotFoundScreen back={usersListCrumb(user)} />;
  if (!isTab(tab) || !tabs.includes(tab)) return <Navigate to={userTabPath('details', userId)} replace />;
  if (current && tab !== 'details') return <Navigate to={userTabPath(tab, userId)} replace />;

  return (
    <Stack>
      <RecordHeader
        trail={userTrail(user)}
        pageTitle={tabTitles[tab]}
        record={userRecordName(record.data)}
        loading={record.isPending}
      />
      <UserTabsNav
        current={tab}
        tabs={tabs.map((t) => ({
          tab: t,
          label: tabTitles[t].replace(/^User /, ''),
          to: userTabPath(t, current && t === 'details' ? 'currentUser' : userId),
        }))}
      />
      <Stack maw={tab in tabWidth ? tabWidth[tab] : 760}>
        <Suspense fallback={<Loading label={`Loading ${tabTitles[tab]}`} />}>
          {tab === 'details' && <DetailsPanel userId={userId} />}
          {tab === 'security' && <SecurityTab key={userId} userId={userId} />}
          {tab === 'notifications' && (
            <NotificationsTab key={userId} userId={userId} element={el} reportId={reportId} />
          )}
          {tab === 'module-access' && <ModuleAccessPanel userId={userId} />}
          {tab === 'organizations' && <MembershipsPanel userId={userId} />}
          {tab === 'heros-agencies' && <HerosAgenciesTab key={userId} userId={userId} />}
          {tab === 'rx-connects' && <RxConnectsTab key={userId} userId={userId} />}
          {tab === 'login-history' && <LoginHistoryTab key={userId} userId={userId} />}
          {tab === 'audit-history' && <AuditHistoryTab key={userId} userId={userId} />}
        </Suspense>
      </Stack>
    </Stack>
  );
}
