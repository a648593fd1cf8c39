import type { SystemNotificationRow } from '@homer/contracts/system-notifications';
import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { ListPage } from '../../../shared/ui/list-page/list-page.tsx';
import { getSystemNotificationList, systemNotificationListKey } from '../api/system-notifications.ts';
import { systemNotificationColumns } from '../components/system-notification-columns.tsx';

const getRowId = (row: SystemNotificationRow) => row.id;

/** System Notifications (admin/system/notifications/list): the Dashboard's banners, newest start first. */
export default function SystemNotificationListPage() {
  return (
    <ListPage<SystemNotificationRow>
      title="System Notifications"
      queryKey={systemNotificationListKey}
      fetchPage={getSystemNotificationList}
      columns={systemNotificationColumns}
      getRowId={getRowId}
      defaultSort={{ field: 'startDate', order: 'desc' }}
      defaultPageSize={25}
      toolbar={
        <Button component={Link} to="/admin/system/notifications/edit/0">
          New System Notification
        </Button>
      }
    />
  );
}
