import { z } from 'zod';
import { type Qs1Adapter, type Qs1RxDetail, Qs1UnavailableError } from './qs1-adapter.ts';

export type Qs1HttpConfig = { baseUrl: string; apiKey: string; timeoutMs?: number };

/** At most this many Rx numbers per request (a home-delivery request has up to 6; a shipment a handful). */
const batch = 50;

const digitsOrNull = z
  .string()
  .nullable()
  .optional()
  .transform((v) => {
    const d = v?.replace(/\D/g, '') ?? '';
    return d === '' ? null : d.slice(0, 21);
  });

/** Text as QS1 sends it, without control characters: PostgreSQL refuses a NUL, and none belongs in a name. */
const qs1Text = (min: number, max: number) =>
  z
    .string()
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
    .transform((v) => v.replace(/[\u0000-\u001f\u007f]/g, ''))
    .pipe(z.string().min(min).max(max));

const patientSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String).pipe(z.string().min(1).max(40)),
  firstName: qs1Text(0, 50),
  lastName: qs1Text(0, 50),
  dateOfBirth: z.iso.date(),
  phone: digitsOrNull,
  email: qs1Text(0, 254)
    .nullable()
    .optional()
    .transform((v) => v || null),
});

const rxSchema = z.object({
  rxNumber: z.string().regex(/^\d{1,8}$/),
  drugName: qs1Text(1, 200),
  ndc: z
    .string()
    .regex(/^\d{4,5}-\d{3,4}-\d{1,2}$/)
    .refine((v) => v.replace(/-/g, '').length === 10)
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  refillsRemaining: z.number().int().min(0),
  isActive: z.boolean(),
  dispenseQuantity: z.number().int().min(1).max(9999).default(30),
  daysSupply: z
    .number()
    .int()
    .min(1)
    .max(999)
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  patient: patientSchema
    .nullable()
    .optional()
    .transform((v) => v ?? null),
});

const responseSchema = z.object({ prescriptions: z.array(rxSchema) });

/**
 * A QS1 gateway over HTTP (decision 058 documents the shape): `GET {base}/prescriptions?rxNumbers=a,b` with
 * the key in `X-Api-Key`, answering `{ prescriptions: [...] }` with the numbers it knows. Anything else — an
 * error status, a timeout, a body of another shape — is Qs1UnavailableError, never "not found".
 */
export function httpQs1(config: Qs1HttpConfig): Qs1Adapter {
  const base = config.baseUrl.replace(/\/$/, '');
  async function fetchBatch(rxNumbers: readonly string[]): Promise<Qs1RxDetail[]> {
    const url = `${base}/prescriptions?${new URLSearchParams({ rxNumbers: rxNumbers.join(',') })}`;
    let body: unknown;
    try {
      const response = await fetch(url, {
        headers: { 'X-Api-Key': config.apiKey, Accept: 'application/json' },
        signal: AbortSignal.timeout(config.timeoutMs ?? 10_000),
      });
      if (!response.ok) throw new Qs1UnavailableError(`QS1 answered ${response.status}`);
      body = await response.json();
    } catch (error) {
      if (error instanceof Qs1UnavailableError) throw error;
      throw new Qs1UnavailableError(`QS1 could not be reached: ${(error as Error).message}`);
    }
    const parsed = responseSchema.safeParse(body);
    if (!parsed.success) throw new Qs1UnavailableError('QS1 answered a body of an unexpected shape');
    const wanted = new Set(rxNumbers);
    return parsed.data.prescriptions
      .filter((p) => wanted.has(p.rxNumber))
      .map((p) => ({
        ...p,
        patientPhone: p.patient?.phone ?? null,
        patientEmail: p.patient?.email ?? null,
      }));
  }
  async function findRxDetails(rxNumbers: readonly string[]): Promise<Qs1RxDetail[]> {
    const unique = [...new Set(rxNumbers)];
    const out: Qs1RxDetail[] = [];
    for (let i = 0; i < unique.length; i += batch)
      out.push(...(await fetchBatch(unique.slice(i, i + batch))));
    return out;
  }
  return {
    remote: true,
    findRxDetails,
    async findPrescriptions(rxNumbers) {
      return (await findRxDetails(rxNumbers)).map((p) => ({
        rxNumber: p.rxNumber,
        patientPhone: p.patientPhone,
        patientEmail: p.patientEmail,
        drugName: p.drugName,
        refillsRemaining: p.refillsRemaining,
        isActive: p.isActive,
      }));
    },
  };
}
