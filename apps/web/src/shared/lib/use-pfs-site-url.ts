import { pfsSiteUrls } from '@homer/contracts/pfs';
import { useHomeOptions } from './use-home-options.ts';

/**
 * The PFS site this environment pairs with, for the public pages' Cancel and Return buttons (spec document 2
 * §9). Shares the shell's cached GET api/Home/GetOptions answer; null until it is known.
 */
export function usePfsSiteUrl(): string | null {
  const { data } = useHomeOptions();
  return data ? pfsSiteUrls[data.environment] : null;
}
