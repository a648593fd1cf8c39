import { yesNo } from '@homer/contracts/filters';
import type { FacilityRow, OrganizationRow } from '@homer/contracts/organizations';
import { Anchor, Badge } from '@mantine/core';
import { Link } from 'react-router';
import type { ListColumn } from '../../../shared/ui/list-page/list-column.ts';

/** The name, a link to the edit page for those who may edit (decision 037); plain text for readers. */
function nameCell(name: string, editPath: string | null) {
  return editPath ? (
    <Anchor component={Link} to={editPath} size="sm">
      {name}
    </Anchor>
  ) : (
    name
  );
}

function activeBadge(isActive: boolean) {
  return isActive ? (
    <Badge color="teal.9" variant="filled">
      Active
    </Badge>
  ) : (
    <Badge color="gray.8" variant="filled">
      Inactive
    </Badge>
  );
}

export function organizationColumns(canEdit: boolean): ListColumn<OrganizationRow>[] {
  return [
    {
      key: 'name',
      title: 'Name',
      sortable: true,
      render: (row) => nameCell(row.name, canEdit ? `/admin/organizations/edit/${row.id}` : null),
    },
    { key: 'emailDomain', title: 'Email Domain', render: (row) => row.emailDomain ?? '' },
    { key: 'facilityCount', title: 'Facilities' },
    { key: 'isActive', title: 'Status', render: (row) => activeBadge(row.isActive) },
  ];
}

export function facilityColumns(canEdit: boolean): ListColumn<FacilityRow>[] {
  return [
    {
      key: 'name',
      title: 'Name',
      sortable: true,
      render: (row) => nameCell(row.name, canEdit ? `/admin/facilities/edit/${row.id}` : null),
    },
    { key: 'longName', title: 'Long Name', render: (row) => row.longName ?? '', hiddenByDefault: true },
    { key: 'organizationName', title: 'Organization' },
    { key: 'facilityType', title: 'Type', render: (row) => row.facilityType ?? '' },
    { key: 'isPharmacy', title: 'Pharmacy', render: (row) => yesNo(row.isPharmacy) },
    {
      key: 'supportsRequests',
      title: 'Supports Refill Requests',
      render: (row) => yesNo(row.supportsRequests),
    },
    { key: 'formattedAddress', title: 'Address', render: (row) => row.formattedAddress ?? 'Not verified' },
    { key: 'isActive', title: 'Status', render: (row) => activeBadge(row.isActive) },
  ];
}
