import type { SystemNotificationClass } from '@homer/contracts/system-notifications';
import { Alert, Typography } from '@mantine/core';
import { SanitizedHtml } from '../../../shared/ui/sanitized-html.tsx';

/** The allowed css classes (decision 042) as Mantine colours, dark enough for AA contrast on their light fill. */
const colours: Record<SystemNotificationClass, string> = {
  'alert-info': 'blue',
  'alert-success': 'teal',
  'alert-warning': 'yellow',
  'alert-danger': 'red',
};

type Props = {
  title: string;
  /** HTML: sanitized by the server, and again here so a row written around the API cannot run script. */
  message: string;
  notificationClassCss: SystemNotificationClass;
  onDismiss?: () => void;
};

/** One Dashboard banner (spec §2.3), also the edit page's preview. */
export function SystemNotificationBanner({ title, message, notificationClassCss, onDismiss }: Props) {
  return (
    <Alert
      className={`homer-system-notification ${notificationClassCss}`}
      color={colours[notificationClassCss]}
      variant="light"
      title={title}
      withCloseButton={!!onDismiss}
      closeButtonLabel={`Dismiss ${title}`}
      onClose={onDismiss}
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      <Typography fz="sm" c="var(--mantine-color-text)">
        <SanitizedHtml html={message} />
      </Typography>
    </Alert>
  );
}
