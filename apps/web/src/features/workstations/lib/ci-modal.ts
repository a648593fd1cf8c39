/** The mark for one sign-in: the token's tail is unique per sign-in, and the bearer token is not copied whole. */
export const ciModalMarker = (token: string) => token.slice(-24);

/** Whether the CI workstation modal is still due for this sign-in (spec §6: first visit per login token). */
export function ciModalDue(token: string | null, stored: string | null): boolean {
  return token !== null && stored !== ciModalMarker(token);
}
