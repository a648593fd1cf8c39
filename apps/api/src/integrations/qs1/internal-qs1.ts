import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/pool.ts';
import { patients, prescriptions } from '../../db/schema/pharmacy.ts';
import type { Tx } from '../../db/tx.ts';
import type { Qs1Adapter } from './qs1-adapter.ts';

/** The embedded QS1 adapter: prescriptions kept in this application's own database. */
export function internalQs1(db: Db | Tx): Qs1Adapter {
  return {
    remote: false,
    async findPrescriptions(rxNumbers) {
      if (rxNumbers.length === 0) return [];
      return db
        .select({
          rxNumber: prescriptions.rxNumber,
          patientPhone: prescriptions.patientPhone,
          patientEmail: prescriptions.patientEmail,
          drugName: prescriptions.drugName,
          refillsRemaining: prescriptions.refillsRemaining,
          isActive: prescriptions.isActive,
        })
        .from(prescriptions)
        .where(inArray(prescriptions.rxNumber, [...rxNumbers]));
    },
    async findRxDetails(rxNumbers) {
      if (rxNumbers.length === 0) return [];
      const p = prescriptions;
      const rows = await db
        .select({
          rxNumber: p.rxNumber,
          patientPhone: p.patientPhone,
          patientEmail: p.patientEmail,
          drugName: p.drugName,
          refillsRemaining: p.refillsRemaining,
          isActive: p.isActive,
          ndc: p.ndc,
          dispenseQuantity: p.dispenseQuantity,
          daysSupply: p.daysSupply,
          patientId: patients.id,
          firstName: patients.firstName,
          lastName: patients.lastName,
          dateOfBirth: patients.dateOfBirth,
          phone: patients.phone,
          email: patients.email,
        })
        .from(p)
        .leftJoin(patients, eq(patients.id, p.patientId))
        .where(inArray(p.rxNumber, [...rxNumbers]));
      return rows.map(({ patientId, firstName, lastName, dateOfBirth, phone, email, ...rx }) => ({
        ...rx,
        patient:
          patientId === null
            ? null
            : {
                id: String(patientId),
                firstName: firstName ?? '',
                lastName: lastName ?? '',
                dateOfBirth: dateOfBirth ?? '',
                phone,
                email,
              },
      }));
    },
  };
}
