let calls = 0;

/**
 * A client address no earlier call in this test file used: public routes are rate limited per address, and a
 * test file sends more requests than one address may. Tests that mean to hit a limit use a fixed address.
 */
export function nextRemoteAddress(): string {
  calls += 1;
  return `192.168.${Math.floor(calls / 250)}.${(calls % 250) + 1}`;
}
