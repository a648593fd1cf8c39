type Navigate = (to: string) => void;

let navigate: Navigate | null = null;

/**
 * Lets code outside React (the api client, session timers) navigate through the router instance.
 * Until the router registers itself a full page load is the only way to move.
 */
export const appNavigation = {
  register(fn: Navigate): void {
    navigate = fn;
  },
  go(to: string): void {
    if (navigate) navigate(to);
    else window.location.assign(to);
  },
  /** Path, query and hash of the page the user is on, as used in redirectUrl. */
  currentPath(): string {
    const { pathname, search, hash } = window.location;
    return `${pathname}${search}${hash}`;
  },
};
