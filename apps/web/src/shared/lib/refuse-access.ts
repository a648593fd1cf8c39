import { messages } from '@homer/contracts/messages';
import { toast } from '../ui/toast.ts';
import { reloadUserInfo } from './api-client.ts';
import { accessDeniedReadMs } from './http-error-catalogue.ts';
import { appNavigation } from './navigation.ts';

/**
 * A page the user may not open (spec document 1 §8, the 403 row): the message, long enough to read and still on
 * screen on the page they land on, and their rights fetched again. The caller takes them home.
 */
export function announceAccessRefused(): void {
  toast.error(messages.accessDenied, { autoCloseMs: accessDeniedReadMs });
  reloadUserInfo();
}

/** The same, then home, for a refusal found after the page opened (decision 085). */
export function refuseAccess(): void {
  announceAccessRefused();
  appNavigation.go('/');
}
