import type { MfEnrolment } from '@homer/contracts/metabolic-formula';
import { usDate, usDateTime } from '../../../shared/lib/us-date.ts';
import { usPhone } from '../../../shared/lib/us-phone.ts';
import { DetailField, DetailsGrid } from '../../../shared/ui/details-grid.tsx';
import { patientName } from '../lib/mf-format.ts';

/** Who the patient is, what they are enrolled for, and where their formula ships from and to. */
export function EnrolmentDetails({ enrolment: e }: { enrolment: MfEnrolment }) {
  return (
    <DetailsGrid>
      <DetailField label="Name">{patientName(e)}</DetailField>
      <DetailField label="Date of Birth">{usDate(e.dateOfBirth)}</DetailField>
      <DetailField label="Phone">{e.phone ? usPhone(e.phone) : '—'}</DetailField>
      <DetailField label="Email">{e.email || '—'}</DetailField>
      <DetailField label="Diagnosis">
        {e.diagnosis === 'Other' && e.diagnosisOther ? `Other: ${e.diagnosisOther}` : e.diagnosis}
      </DetailField>
      <DetailField label="Metabolic Treatment Centre">{e.treatmentCentre}</DetailField>
      <DetailField label="Resident of the state">{e.stateResident ? 'Yes' : 'No'}</DetailField>
      <DetailField label="Payer Status">{e.payerStatus}</DetailField>
      <DetailField label="Pharmacy">{e.inventorySiteName}</DetailField>
      <DetailField label="Shipping Method">{e.shippingMethod}</DetailField>
      <DetailField label="Ship To">
        {e.address.formattedAddress} ({e.address.countyName} County)
      </DetailField>
      <DetailField label="Enrolled">{usDateTime(e.enrolledAt)}</DetailField>
    </DetailsGrid>
  );
}
