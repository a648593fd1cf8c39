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
} as const;
