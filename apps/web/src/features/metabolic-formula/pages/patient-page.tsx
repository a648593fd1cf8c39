import { useQuery } from '@tanstack/react-query';
import { Navigate, useNavigate, useParams } from 'react-router';
import { positiveId } from '../../../shared/lib/positive-id.ts';
import { routeCrumb } from '../../../shared/lib/route-crumb.ts';
import { RecordEditFrame } from '../../../shared/ui/record-edit-frame.tsx';
import { mfOptionsQuery, mfPatientQuery } from '../api/mf-patients.ts';
import { EnrolmentForm } from '../components/enrolment-form.tsx';
import { PatientView } from '../components/patient-view.tsx';
import { mfPatientListPath, mfPatientPath } from '../lib/mf-paths.ts';

/**
 * metabolic-formula/patients/edit/{id}: 0 enrols a new patient; otherwise the patient's enrolment, eligibility,
 * prescriptions and orders. The heading names the patient by number, so no name sits in the tab's title or history.
 */
export default function PatientPage() {
  const params = useParams();
  const id = params.id === '0' ? 0 : positiveId(params.id);
  const navigate = useNavigate();
  const patient = useQuery({ ...mfPatientQuery(id ?? 0), enabled: !!id });
  const options = useQuery({ ...mfOptionsQuery, enabled: id === 0 });
  if (id === null) return <Navigate to={mfPatientListPath} replace />;
  const toList = () => navigate(mfPatientListPath);
  const enrolling = id === 0;
  return (
    <RecordEditFrame
      trail={[routeCrumb('mfPatientList')]}
      pageTitle={enrolling ? 'Enrol Patient' : 'Formula Patient'}
      record={patient.data ? `#${patient.data.enrolment.patientId}` : null}
      loading={enrolling ? options.isPending : patient.isPending}
      error={enrolling ? options.error : patient.error}
      noun={enrolling ? 'enrolment form' : 'formula patient'}
      onBack={toList}
    >
      {enrolling
        ? options.data && (
            <EnrolmentForm
              options={options.data}
              onSaved={(saved) =>
                navigate(saved ? mfPatientPath(saved) : mfPatientListPath, { replace: true })
              }
              onCancel={toList}
            />
          )
        : patient.data && <PatientView patient={patient.data} />}
    </RecordEditFrame>
  );
}
