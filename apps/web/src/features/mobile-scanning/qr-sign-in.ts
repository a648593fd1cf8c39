import type { Envelope } from '@homer/contracts/envelope';
import { ApiError, apiPost } from '../../shared/lib/api-client.ts';
import { session } from '../../shared/lib/session.ts';
import { toast } from '../../shared/ui/toast.ts';

/** The address without its spent QR token, so a reload does not try it again. */
export function withoutQrToken(url: URL): string {
  const rest = new URLSearchParams(url.search);
  rest.delete('qrToken');
  const query = rest.toString();
  return `${url.pathname}${query ? `?${query}` : ''}`;
}

/**
 * The phone's sign-in (spec §4.11): spends the QR token of the address, if any, and keeps the mobile-scanning
 * session it opens in place of whatever session this browser had. False when there is no token or it is refused.
 */
export async function spendQrToken(url: URL): Promise<boolean> {
  const qrToken = url.searchParams.get('qrToken');
  if (!qrToken) return false;
  try {
    const envelope = await apiPost<Envelope<{ token: string; userId: number }, null>>(
      'api/QrLogin/ValidateToken',
      { query: { token: qrToken }, skipErrorHandling: [401] },
    );
    if (!envelope.value) return false;
    return (await session.signIn(envelope.value.token)) !== null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) toast.error(error.message);
    return false;
  }
}
