import { Button } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Navigate, useNavigate, useParams } from 'react-router';
import { positiveId } from '../../../shared/lib/positive-id.ts';
import { routeCrumb } from '../../../shared/lib/route-crumb.ts';
import { RecordEditFrame } from '../../../shared/ui/record-edit-frame.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import {
  activeSystemNotificationsKey,
  deleteSystemNotification,
  getSystemNotification,
  systemNotificationKey,
  systemNotificationListKey,
} from '../api/system-notifications.ts';
import { SystemNotificationFormView } from '../components/system-notification-form.tsx';

const listPath = '/admin/system/notifications/list';

/** admin/system/notifications/edit/{id}; id 0 creates. */
export default function SystemNotificationEditPage() {
  const params = useParams();
  const id = params.id === '0' ? 0 : positiveId(params.id);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const notification = useQuery({
    queryKey: systemNotificationKey(id ?? 0),
    queryFn: ({ signal }) => getSystemNotification(id ?? 0, signal),
    enabled: !!id,
  });
  if (id === null) return <Navigate to={listPath} replace />;
  const saved = notification.data ?? null;

  const confirmDelete = () =>
    modals.openConfirmModal({
      title: 'Delete System Notification',
      children: 'Are you sure you want to delete this System Notification?',
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red.9' },
      onConfirm: async () => {
        try {
          const result = await deleteSystemNotification(id);
          toast.success(result.message ?? 'System notification deleted.');
          queryClient.removeQueries({ queryKey: systemNotificationKey(id) });
          await Promise.all([
            queryClient.invalidateQueries({ queryKey: systemNotificationListKey }),
            queryClient.invalidateQueries({ queryKey: activeSystemNotificationsKey }),
          ]);
          navigate(listPath);
        } catch {
          // The api client has shown the HTTP failure.
        }
      },
    });

  return (
    <RecordEditFrame
      trail={[routeCrumb('systemNotificationList')]}
      pageTitle={id === 0 ? 'New System Notification' : 'System Notification'}
      record={saved?.title}
      actions={
        saved && (
          <Button color="red.9" onClick={confirmDelete}>
            Delete
          </Button>
        )
      }
      loading={id !== 0 && notification.isPending}
      error={notification.error}
      noun="system notification"
      onBack={() => navigate(listPath)}
    >
      <SystemNotificationFormView
        key={saved?.id ?? 0}
        notification={saved}
        onDone={() => navigate(listPath)}
      />
    </RecordEditFrame>
  );
}
