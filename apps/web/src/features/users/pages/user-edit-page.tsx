import { messages } from '@homer/contracts/messages';
import { type UserTab, userTabs } from '@homer/contracts/users';
import { Alert, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Navigate, useParams } from 'react-router';
import { positiveId } from '../../../shared/lib/positive-id.ts';
import { useSession } from '../../../shared/lib/use-session.ts';
import { SecondaryTabs } from '../../../shared/ui/secondary-tabs.tsx';
import { membershipsQueryOptions } from '../../user-memberships/api/memberships.ts';
import { moduleAccessQueryOptions } from '../api/module-access.ts';
import { userDetailsQueryOptions } from '../api/user-details.ts';
import { userTabPath } from '../lib/user-tab-path.ts';
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

/**
 * admin/users/user/edit/{tab}/{id} and details/currentUser: the tabs the viewer may see of one user
 * (decisions 038, 041). Tabs not built yet, and tabs the viewer may not see, open the details tab instead.
 */
export default function UserEditPage() {
  const { tab, id, el, reportId } = useParams();
  const { user } = useSession();
  if (!user) return null;
  const current = id === 'currentUser';
  const userId = current ? user.id : positiveId(id);
  if (userId === null) return <Navigate to="/" replace />;
  const tabs = visibleTabs(user, userId);
  if (tabs.length === 0) {
    // The server refuses every tab of another user to this viewer: say so without asking it.
    return (
      <Stack maw={760}>
        <Title order={1}>Edit User</Title>
        <Alert color="red" role="alert">
          {messages.accessDenied}
        </Alert>
      </Stack>
    );
  }
  if (!isTab(tab) || !tabs.includes(tab)) return <Navigate to={userTabPath('details', userId)} replace />;
  if (current && tab !== 'details') return <Navigate to={userTabPath(tab, userId)} replace />;

  return (
    <Stack maw={tab in tabWidth ? tabWidth[tab] : 760}>
      <Title order={1}>{tabTitles[tab]}</Title>
      <SecondaryTabs
        label="User tabs"
        tabs={tabs.map((t) => ({
          label: tabTitles[t].replace(/^User /, ''),
          to: userTabPath(t, current && t === 'details' ? 'currentUser' : userId),
        }))}
      />
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
  );
}
