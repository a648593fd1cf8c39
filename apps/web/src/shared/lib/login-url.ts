/** Where to send a visitor who must sign in before seeing `redirectUrl`. */
export function buildLoginUrl(redirectUrl: string | null, inactive = false): string {
  const query = new URLSearchParams();
  // A login page never needs to come back to itself; nesting would only grow the URL.
  if (redirectUrl && !/^\/?login(?:[/?#]|$)/.test(redirectUrl) && redirectUrl !== '/') {
    query.set('redirectUrl', redirectUrl);
  }
  if (inactive) query.set('inactive', 'true');
  const qs = query.toString();
  return qs ? `/login?${qs}` : '/login';
}
