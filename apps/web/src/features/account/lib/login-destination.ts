export type LoginDestination = {
  path: string;
  /** Paths served outside the single-page app (uploads, the scheduler dashboard) need a full page load. */
  external: boolean;
};

const defaultDestination = '/dashboard';
const loginPath = /^\/?login(?:[/?#]|$)/i;
const externalPrefix = /^\/?(?:uploads\/|quartz)/i;

function isSafeLocalPath(value: string): boolean {
  // Only same-site paths: no scheme, no protocol-relative host, no backslash tricks.
  return !/^[a-z][a-z\d+.-]*:/i.test(value) && !value.startsWith('//') && !value.includes('\\');
}

/**
 * Unwraps redirectUrl values that point at the login page with their own redirectUrl, which happens when
 * a signed-out visitor is bounced more than once, and decodes a value that was encoded one time too many.
 */
export function unwrapRedirectUrl(raw: string | null | undefined): string | null {
  let value = raw?.trim() ?? '';
  for (let depth = 0; depth < 10 && value !== ''; depth += 1) {
    if (!value.includes('/') && /%2f/i.test(value)) {
      try {
        value = decodeURIComponent(value);
      } catch {
        return null;
      }
      continue;
    }
    if (!loginPath.test(value)) return value;
    const query = value.includes('?') ? value.slice(value.indexOf('?') + 1).split('#')[0] : '';
    value = new URLSearchParams(query).get('redirectUrl')?.trim() ?? '';
  }
  return null;
}

/** Where the login page sends a signed-in user (spec document 2 §4 "Login"). */
export function loginDestination(
  user: { id: number; needToResetPin: boolean },
  redirectUrl: string | null | undefined,
): LoginDestination {
  if (user.needToResetPin) return { path: `/admin/users/user/edit/security/${user.id}`, external: false };
  const target = unwrapRedirectUrl(redirectUrl);
  if (!target || !isSafeLocalPath(target)) return { path: defaultDestination, external: false };
  const path = target.startsWith('/') ? target : `/${target}`;
  return { path, external: externalPrefix.test(target) };
}
