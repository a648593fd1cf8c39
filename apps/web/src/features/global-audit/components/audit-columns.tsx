import type { GlobalAuditRecord } from '@homer/contracts/global-audit';
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { ListColumn } from '../../../shared/ui/list-page/list-column.ts';
import { ChangeValue } from './change-value.tsx';

/** "User #12" and, under it, whose record that is now. */
function RecordAffected({ row }: { row: GlobalAuditRecord }) {
  if (!row.recordName) return row.recordAffected;
  return (
    <>
      {row.recordAffected}
      <Text component="span" display="block" size="xs">
        {row.recordName}
      </Text>
    </>
  );
}

/**
 * Spec document 3 §2 "Global audit list": only Date Changed sorts; DB # is hidden until chosen. Fields and
 * values read through the audited tables' label maps (decision 036): labels, not column names; names, not ids.
 */
export const auditColumns: readonly ListColumn<GlobalAuditRecord>[] = [
  {
    key: 'dateChanged',
    title: 'Date Changed',
    sortable: true,
    render: (row) => row.dateChangedFormatted,
  },
  { key: 'businessArea', title: 'Business Area', render: (row) => row.businessAreaName },
  { key: 'module', title: 'Module' },
  {
    key: 'entityId',
    title: 'DB #',
    headerHint: "The changed record's number in the database, to tell apart records with the same name.",
    hiddenByDefault: true,
  },
  { key: 'recordAffected', title: 'Record Affected', render: (row) => <RecordAffected row={row} /> },
  {
    key: 'secureArea',
    title: 'Secure Area?',
    headerHint:
      'Yes when the changed record holds patient data (such as a home-delivery request). Those pages need a second sign-in factor.',
  },
  { key: 'field', title: 'Field', render: (row) => row.fieldLabel },
  {
    key: 'changedFrom',
    title: 'Changed From',
    render: (row) => <ChangeValue row={row} value={row.changedFrom} label={row.changedFromLabel} />,
  },
  {
    key: 'changedTo',
    title: 'Changed To',
    render: (row) => <ChangeValue row={row} value={row.changedTo} label={row.changedToLabel} />,
  },
  {
    key: 'changedBy',
    title: 'Changed By',
    render: (row) =>
      row.pfsLink ? (
        <Anchor component={Link} to={row.pfsLink} size="sm">
          {row.changedBy}
        </Anchor>
      ) : (
        row.changedBy
      ),
  },
];
