let calls = 0;

/**
 * A client address no earlier call in this test run's worker used: public routes are rate limited per address,
 * and a test file sends more requests than one address may. Tests that mean to hit a limit use a fixed address.
 * The API project runs its files in one module scope per worker (no isolation), so the count spans files and
 * needs the room of three octets.
 */
export function nextRemoteAddress(): string {
  calls += 1;
  const octet = (n: number) => (n % 254) + 1;
  return `10.${octet(Math.floor(calls / 64_516))}.${octet(Math.floor(calls / 254))}.${octet(calls)}`;
}
