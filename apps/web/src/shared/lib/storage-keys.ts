/** Local-storage keys of spec §3; other code reads and writes them only through these names. */
export const storageKeys = {
  jwt: 'jwt',
  lastAccess: 'lastAccess',
  isNavFixed: 'isNavFixed',
  userSelectedFacility: 'userSelectedFacility',
} as const;
