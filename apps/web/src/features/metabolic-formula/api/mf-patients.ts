import type { Paged } from '@homer/contracts/envelope';
import {
  type MfDecision,
  type MfEligibility,
  type MfEnrolmentSave,
  type MfOptions,
  type MfPatientResponse,
  type MfPatientRow,
  type MfPrescriptionSave,
  metabolicFormulaPaths as paths,
} from '@homer/contracts/metabolic-formula';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../shared/lib/api-client.ts';
import type { ListPageParams } from '../../../shared/ui/list-page/list-state.ts';
import { mfCommand, mfKey, mfOptionsKey } from './mf-command.ts';

/** The patient list's filters; '' = no filter. */
export type MfPatientFilters = { dateOfBirth: string; eligibility: '' | MfEligibility };

export const mfPatientListKey = [...mfKey, 'patients'] as const;
const mfPatientKey = (id: number) => [...mfKey, 'patient', id] as const;

/** GET …/Patients/GetList: searched by name or patient #, filtered by date of birth and eligibility. */
export function getMfPatientList(
  { page, pageSize, search, after, before, dateOfBirth, eligibility }: ListPageParams<MfPatientFilters>,
  signal: AbortSignal,
): Promise<Paged<MfPatientRow>> {
  return apiGet(paths.patients, {
    query: {
      page,
      pageSize,
      search: search || undefined,
      after,
      before,
      dateOfBirth: dateOfBirth || undefined,
      eligibility: eligibility || undefined,
    },
    signal,
  });
}

/** GET …/Patients/GetPatient: the enrolment, prescriptions and newest orders. A 404 is told on the page. */
export function mfPatientQuery(id: number) {
  return queryOptions({
    queryKey: mfPatientKey(id),
    queryFn: ({ signal }): Promise<MfPatientResponse> =>
      apiGet(paths.patient, { query: { id }, signal, skipErrorHandling: [404] }),
    retry: false,
  });
}

/** GET …/Options: the supplying pharmacies and the formula products. */
export const mfOptionsQuery = queryOptions({
  queryKey: mfOptionsKey,
  queryFn: ({ signal }): Promise<MfOptions> => apiGet(paths.options, { signal }),
  staleTime: 5 * 60_000,
});

export const saveMfEnrolment = (body: MfEnrolmentSave) => mfCommand(paths.saveEnrolment, body);
export const decideMfEligibility = (body: MfDecision) => mfCommand(paths.decide, body);
export const saveMfPrescription = (body: MfPrescriptionSave) => mfCommand(paths.savePrescription, body);
