/**
 * Wrong passwords are throttled where they come from, so that nobody elsewhere can lock a person out:
 * - per (account, address): after `pairFreeFailures` failures since the pair's last success, the pair waits
 *   `pairFirstWaitMinutes`, doubling with each further failure up to `pairMaxWaitMinutes`;
 * - per address: at most `perAddress` failures across all accounts in `addressWindowMinutes`;
 * - per account: `perAccountHourly` failures from everywhere close the account to addresses it has not signed in
 *   from in `knownAddressDays`, which stops guessing spread over many addresses.
 */
export const loginThrottle = {
  pairFreeFailures: 5,
  pairFirstWaitMinutes: 1,
  pairMaxWaitMinutes: 60,
  pairMemoryHours: 24,
  perAddress: 20,
  addressWindowMinutes: 15,
  perAccountHourly: 100,
  knownAddressDays: 30,
} as const;
