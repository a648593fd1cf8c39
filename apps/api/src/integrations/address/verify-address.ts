import type { AddressInput, VerifiedAddress } from '@homer/contracts/address';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/pool.ts';
import { verifyLocalAddress } from './local-address.ts';
import { verifySmartyAddress } from './smarty-address.ts';

/** The spec's "smartyAddress": Smarty when configured, otherwise the state's local county/ZIP data. */
export function verifyAddress(db: Db, config: Config, input: AddressInput): Promise<VerifiedAddress | null> {
  return config.smarty ? verifySmartyAddress(db, config.smarty, input) : verifyLocalAddress(db, input);
}
