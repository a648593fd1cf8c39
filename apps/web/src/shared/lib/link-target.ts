import { appNavigation } from './navigation.ts';

/**
 * Where a link from the server (a notification's, a push's) goes: a path inside the app ('ba/budgets/list'), or an
 * http(s) address. Anything else (javascript:, data:, protocol-relative '//host') is no target: the link comes
 * from stored data, not from the code.
 */
export function linkTarget(link: string | null | undefined): { href: string; external: boolean } | null {
  const value = link?.trim();
  if (!value) return null;
  if (/^https?:\/\//i.test(value)) return { href: value, external: true };
  if (/^[a-z][a-z\d+.-]*:/i.test(value) || value.startsWith('//') || value.startsWith('\\')) return null;
  return { href: value.startsWith('/') ? value : `/${value}`, external: false };
}

/** Follows such a link: in the app through the router, elsewhere by loading the page. False when it goes nowhere. */
export function followLink(link: string | null | undefined, { newTab = false } = {}): boolean {
  const target = linkTarget(link);
  if (!target) return false;
  if (newTab) window.open(target.href, '_blank', 'noopener');
  else if (target.external) window.location.assign(target.href);
  else appNavigation.go(target.href);
  return true;
}
