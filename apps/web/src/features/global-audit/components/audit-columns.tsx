import type { GlobalAuditRecord } from '@homer/contracts/global-audit';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import type { ListColumn } from '../../../shared/ui/list-page/list-column.ts';
import { SafeHtml } from './safe-html.tsx';

/** A field that holds the spec's HTML renders as sanitized HTML; any other value is text, shown as stored. */
function changeValue(row: GlobalAuditRecord, value: string | null) {
  return row.isHtml ? <SafeHtml html={value} /> : value;
}

/** Spec document 3 §2 "Global audit list": only Date Changed sorts; DB # is hidden until chosen. */
export const auditColumns: readonly ListColumn<GlobalAuditRecord>[] = [
  {
    key: 'dateChanged',
    title: 'Date Changed',
    sortable: true,
    render: (row) => row.dateChangedFormatted,
  },
  { key: 'businessArea', title: 'Business Area', render: (row) => row.businessAreaName },
  { key: 'module', title: 'Module' },
  { key: 'entityId', title: 'DB #', hiddenByDefault: true },
  { key: 'recordAffected', title: 'Record Affected' },
  { key: 'secureArea', title: 'Secure Area?' },
  { key: 'field', title: 'Field' },
  { key: 'changedFrom', title: 'Changed From', render: (row) => changeValue(row, row.changedFrom) },
  { key: 'changedTo', title: 'Changed To', render: (row) => changeValue(row, row.changedTo) },
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
