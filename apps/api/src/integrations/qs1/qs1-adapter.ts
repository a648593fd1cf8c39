/** A prescription as the pharmacy system reports it. */
export type Qs1Prescription = {
  rxNumber: string;
  /** Digits only; null when the pharmacy has no phone for the patient. */
  patientPhone: string | null;
  drugName: string;
  refillsRemaining: number;
  isActive: boolean;
};

/**
 * The pharmacy system (QS1) as the application needs it. The embedded default reads the internal
 * `prescriptions` table (internal-qs1.ts); a connection to a real QS1 server implements the same interface.
 */
export interface Qs1Adapter {
  /** The prescriptions among `rxNumbers` that exist, in any order. */
  findPrescriptions(rxNumbers: readonly string[]): Promise<Qs1Prescription[]>;
}
