import { documentKindLabel, type StockDocument } from '@homer/contracts/stock-documents';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { stockDocumentPath } from '../../../shared/lib/stock-paths.ts';
import { usDateTime } from '../../../shared/lib/us-date.ts';
import { DetailField, DetailsGrid } from '../../../shared/ui/details-grid.tsx';

const documentLink = (id: number) => (
  <Anchor component={Link} to={stockDocumentPath(id)} size="sm">
    Document #{id}
  </Anchor>
);

/** Everything about a document but its lines. */
export function DocumentDetails({ document }: { document: StockDocument }) {
  return (
    <DetailsGrid>
      <DetailField label="Kind">{documentKindLabel(document.kind)}</DetailField>
      <DetailField label="Inventory Site">{document.siteName}</DetailField>
      <DetailField label="Reference">{document.reference ?? '—'}</DetailField>
      <DetailField label="Posted By">{document.postedBy ?? 'HOMER'}</DetailField>
      <DetailField label="Moved">{usDateTime(document.occurredAt)}</DetailField>
      <DetailField label="Recorded">{usDateTime(document.recordedAt)}</DetailField>
      {document.reverses !== null && (
        <DetailField label="Reverses">{documentLink(document.reverses)}</DetailField>
      )}
      {document.reversedBy !== null && (
        <DetailField label="Reversed By">{documentLink(document.reversedBy)}</DetailField>
      )}
      {document.linked !== null && (
        <DetailField label={document.kind === 'transfer_in' ? 'Dispatched As' : 'Received As'}>
          {documentLink(document.linked)}
        </DetailField>
      )}
      {document.note && <DetailField label="Note">{document.note}</DetailField>}
    </DetailsGrid>
  );
}
