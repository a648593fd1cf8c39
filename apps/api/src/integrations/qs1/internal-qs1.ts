import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/pool.ts';
import { prescriptions } from '../../db/schema/pharmacy.ts';
import type { Tx } from '../../db/tx.ts';
import type { Qs1Adapter } from './qs1-adapter.ts';

/** The embedded QS1 adapter: prescriptions kept in this application's own database. */
export function internalQs1(db: Db | Tx): Qs1Adapter {
  return {
    async findPrescriptions(rxNumbers) {
      if (rxNumbers.length === 0) return [];
      return db
        .select({
          rxNumber: prescriptions.rxNumber,
          patientPhone: prescriptions.patientPhone,
          drugName: prescriptions.drugName,
          refillsRemaining: prescriptions.refillsRemaining,
          isActive: prescriptions.isActive,
        })
        .from(prescriptions)
        .where(inArray(prescriptions.rxNumber, [...rxNumbers]));
    },
  };
}
