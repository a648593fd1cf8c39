/** Local-storage keys of spec §3; other code reads and writes them only through these names. */
export const storageKeys = {
  jwt: 'jwt',
  lastAccess: 'lastAccess',
  isNavFixed: 'isNavFixed',
  userSelectedFacility: 'userSelectedFacility',
  /** Set when the session came from single sign-on; logout then signs out at the identity provider too. */
  loggedInUsingSso: 'loggedInUsingSso',
  entraIdentifierUrl: 'entraIdentifierUrl',
  entraLoginUrl: 'entraLoginUrl',
  /** The scheduled system update the countdown runs to (spec §4.5). */
  updateTimer: 'update-timer',
  /** Ids of the Dashboard's system notifications this browser dismissed (spec §3, §4.10). */
  dismissedSystemNotifications: 'dismissedSystemNotifications',
  /** The sign-in (token) for which the CI workstation modal was opened: once per sign-in (spec §6). */
  ciWorkstationModalOpened: 'ciWorkstationModalOpened',
} as const;
