import { useLocalStorage } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { storageKeys } from '../../../shared/lib/storage-keys.ts';
import { activeSystemNotificationsKey, checkForSystemNotification } from '../api/system-notifications.ts';
import { SystemNotificationBanner } from './system-notification-banner.tsx';

/**
 * The Dashboard's system-notification banners (spec §2.3, §4.10): the active ones, less those this browser
 * dismissed, which stay hidden from then on (their ids are kept locally, spec §3).
 */
export function DashboardSystemNotifications() {
  const active = useQuery({
    queryKey: activeSystemNotificationsKey,
    queryFn: ({ signal }) => checkForSystemNotification(signal),
    // Spec §7: the call bypasses any cache, so a banner that ended or was deleted goes on the next visit.
    staleTime: 0,
  });
  const [dismissed, setDismissed] = useLocalStorage<number[]>({
    key: storageKeys.dismissedSystemNotifications,
    defaultValue: [],
    getInitialValueInEffect: false,
  });
  const shown = (active.data ?? []).filter((n) => !dismissed.includes(n.id));
  if (shown.length === 0) return null;
  return (
    <section aria-label="System notifications" style={{ display: 'grid', gap: 'var(--mantine-spacing-xs)' }}>
      {shown.map((n) => (
        <SystemNotificationBanner
          key={n.id}
          title={n.title}
          message={n.message}
          notificationClassCss={n.notificationClassCss}
          // Only ids still active are kept, so the stored list does not grow for ever.
          onDismiss={() =>
            setDismissed((ids) => [...ids.filter((id) => (active.data ?? []).some((a) => a.id === id)), n.id])
          }
        />
      ))}
    </section>
  );
}
