const hostName = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/;

/**
 * The names this installation answers to: PUBLIC_DOMAINS from the configuration (set per deployment)
 * and the host the request came in on, which is the right answer when nothing is configured. Anything that
 * is not a plain host name is dropped, so a forged Host header cannot put arbitrary text on the page.
 */
export function domainNames(requestHostname: string, configured: readonly string[]): string[] {
  const names = [...configured, requestHostname].map((name) => name.trim().toLowerCase());
  return [...new Set(names.filter((name) => hostName.test(name)))];
}
