import { type MfPatientRow, mfEligibilities } from '@homer/contracts/metabolic-formula';
import { Button, Group } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { FilterDate } from '../../../shared/ui/list-page/filter-date.tsx';
import { FilterSelect, withAll } from '../../../shared/ui/list-page/filter-select.tsx';
import { ListPage } from '../../../shared/ui/list-page/list-page.tsx';
import { getMfPatientList, type MfPatientFilters, mfPatientListKey } from '../api/mf-patients.ts';
import { mfPatientColumns } from '../components/patient-columns.tsx';
import { mfPatientPath } from '../lib/mf-paths.ts';

const getRowId = (row: MfPatientRow) => row.patientId;
const defaultFilters: MfPatientFilters = { dateOfBirth: '', eligibility: '' };
const eligibilityChoices = withAll('All', mfEligibilities);

/**
 * metabolic-formula/patients/list: the programme's patients, searched by name or patient #, filtered by date of
 * birth and eligibility; staff enrol a new patient from here.
 */
export default function PatientListPage() {
  const navigate = useNavigate();
  return (
    <ListPage<MfPatientRow, MfPatientFilters>
      title="Formula Patients"
      queryKey={mfPatientListKey}
      fetchPage={getMfPatientList}
      columns={mfPatientColumns}
      getRowId={getRowId}
      defaultPageSize={25}
      defaultFilters={defaultFilters}
      onRowClick={(row) => navigate(mfPatientPath(row.patientId))}
      tableMinWidth={860}
      filters={({ filters, setFilter }) => (
        <Group gap="sm" align="flex-end">
          <FilterDate label="Date of Birth" name="dateOfBirth" filters={filters} setFilter={setFilter} />
          <FilterSelect
            label="Eligibility"
            name="eligibility"
            data={eligibilityChoices}
            width={170}
            filters={filters}
            setFilter={setFilter}
          />
        </Group>
      )}
      toolbar={
        <Button
          component={Link}
          to={mfPatientPath(0)}
          leftSection={<IconPlus size={18} aria-hidden="true" />}
        >
          Enrol Patient
        </Button>
      }
    />
  );
}
