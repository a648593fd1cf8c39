/** A prescription as the pharmacy system reports it. */
export type Qs1Prescription = {
  rxNumber: string;
  /** Digits only; null when the pharmacy has no phone for the patient. */
  patientPhone: string | null;
  /** The patient's email from QS1's patient record; null when QS1 has none (decision 055). */
  patientEmail: string | null;
  drugName: string;
  refillsRemaining: number;
  isActive: boolean;
};

/** QS1's patient record (decision 058). */
export type Qs1Patient = {
  /** QS1's own id of the patient. */
  id: string;
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD. */
  dateOfBirth: string;
  /** Digits only, or null. */
  phone: string | null;
  email: string | null;
};

/** A prescription with what a refill needs: the package NDC, one fill's quantity and the patient. */
export type Qs1RxDetail = Qs1Prescription & {
  /** Hyphenated package NDC, or null when QS1 has none on the prescription. */
  ndc: string | null;
  dispenseQuantity: number;
  /** Days one fill lasts, or null when QS1 has none. */
  daysSupply: number | null;
  patient: Qs1Patient | null;
};

/** QS1 could not be asked (down, timed out, answered nonsense): callers say so rather than "not found". */
export class Qs1UnavailableError extends Error {}

/**
 * The pharmacy system (QS1) as the application needs it. The embedded default reads the internal
 * `prescriptions` table (internal-qs1.ts); http-qs1.ts talks to a QS1 gateway (QS1_BASE_URL, decision 058).
 */
export interface Qs1Adapter {
  /** The prescriptions among `rxNumbers` that exist, in any order. */
  findPrescriptions(rxNumbers: readonly string[]): Promise<Qs1Prescription[]>;
  /** The same with NDC, quantity and patient (refills, decision 058). */
  findRxDetails(rxNumbers: readonly string[]): Promise<Qs1RxDetail[]>;
  /**
   * True when the answers come from outside this database: refills then mirror them into the local
   * `patients`/`prescriptions` rows that shipments point at.
   */
  readonly remote: boolean;
}
