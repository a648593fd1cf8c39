/**
 * The same server and database as `url`, reached as another role: either a login of its own, or the session
 * user of `url` switched to `role` for the whole session (the `role` setting sent at connect).
 */
export function connectionUrl(
  url: string,
  as: { user: string; password: string } | { role: string },
): string {
  const next = new URL(url);
  if ('role' in as) {
    next.searchParams.set('options', `-c role=${as.role}`);
  } else {
    next.username = encodeURIComponent(as.user);
    next.password = encodeURIComponent(as.password);
    next.searchParams.delete('options');
  }
  return next.toString();
}
