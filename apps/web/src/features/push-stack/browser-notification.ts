import type { PushNotification } from '@homer/contracts/live-events';

/**
 * While the tab is hidden a push would go unseen, so, when this browser's permission is granted, it is also
 * shown as a system notification; clicking that one brings the tab back and follows the push (decision 048).
 */
export function showBrowserNotification(push: PushNotification, onClick: () => void): void {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  if (document.visibilityState !== 'hidden') return;
  try {
    const notification = new Notification(push.header, { body: push.message, tag: push.timeSent });
    notification.onclick = () => {
      window.focus();
      notification.close();
      onClick();
    };
  } catch {
    // Some mobile browsers allow notifications only from a service worker; the in-page stack still has it.
  }
}

export type PermissionState = NotificationPermission | 'unsupported';

export function browserPermission(): PermissionState {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}
