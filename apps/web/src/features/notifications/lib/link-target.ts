/** Where a notification's link goes: an app path ('ba/budgets/list' → '/ba/budgets/list') or another site. */
export function linkTarget(link: string | null): { href: string; external: boolean } | null {
  if (!link) return null;
  if (/^https?:\/\//i.test(link)) return { href: link, external: true };
  // Only http(s) leaves the app: 'javascript:' and the like are read as paths and go nowhere harmful.
  return { href: `/${link.replace(/^\/+/, '')}`, external: false };
}
