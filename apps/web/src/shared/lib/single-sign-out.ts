import { accountMessages } from '@homer/contracts/account-messages';
import type { Envelope } from '@homer/contracts/envelope';
import { toast } from '../ui/toast.ts';
import { apiGet } from './api-client.ts';
import { storageKeys } from './storage-keys.ts';

const ssoKeys = [storageKeys.loggedInUsingSso, storageKeys.entraIdentifierUrl, storageKeys.entraLoginUrl];

/** Remembers that this browser's session came from single sign-on (spec document 1 §3 local storage keys). */
export function rememberSsoSignIn(urls: { entraIdentifierUrl: string | null; entraLoginUrl: string | null }) {
  localStorage.setItem(storageKeys.loggedInUsingSso, 'true');
  localStorage.setItem(storageKeys.entraIdentifierUrl, urls.entraIdentifierUrl ?? '');
  localStorage.setItem(storageKeys.entraLoginUrl, urls.entraLoginUrl ?? '');
}

export function forgetSsoSignIn(): void {
  for (const key of ssoKeys) localStorage.removeItem(key);
}

/**
 * Spec document 1 §4.1/§8: an SSO user also signs out at the identity provider. Returns the provider's sign-out
 * URL to go to, or null for a password user or when it failed (the message was then shown).
 */
export async function singleSignOutUrl(userId: number | null): Promise<string | null> {
  if (localStorage.getItem(storageKeys.loggedInUsingSso) !== 'true') return null;
  const query = {
    userId,
    entraIdentifierUrl: localStorage.getItem(storageKeys.entraIdentifierUrl),
    entraLoginUrl: localStorage.getItem(storageKeys.entraLoginUrl),
  };
  forgetSsoSignIn();
  try {
    const result = await apiGet<Envelope<string, null>>('api/Account/SingleSignOut', {
      query,
      skipErrorHandling: true,
    });
    if (result.isSuccessful && result.value) return result.value;
    toast.show(result.message ?? accountMessages.ssoSignOutFailed, 'error');
  } catch {
    toast.show(accountMessages.ssoSignOutFailed, 'error');
  }
  return null;
}
