import type { RepackContainerClass, RepackJob } from '@homer/contracts/repack-jobs';
import { formatUnitsAndPacks } from '@homer/contracts/stock-quantity';
import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { lotPath, stockDocumentPath } from '../../../shared/lib/stock-paths.ts';
import { usDate, usDateTime } from '../../../shared/lib/us-date.ts';
import { DetailField, DetailsGrid } from '../../../shared/ui/details-grid.tsx';
import { StockStatusBadge } from '../../../shared/ui/stock/stock-status-badge.tsx';
import { UnitsAndPacks } from '../../../shared/ui/stock/units-and-packs.tsx';
import { JobStatusBadge } from './job-status-badge.tsx';

const who = (name: string | null, at: string | null) => (at ? `${name ?? 'HOMER'}, ${usDateTime(at)}` : '—');

export const containerClassLabel = (value: RepackContainerClass) => `Class ${value} (USP 〈671〉)`;

const documentLink = (label: string, id: number) => (
  <Anchor component={Link} to={stockDocumentPath(id)} size="sm" display="block">
    {label} #{id}
  </Anchor>
);

/** The job's facts: what it makes and from what, who did each step, the output lot and its ledger documents. */
export function JobSummary({ job }: { job: RepackJob }) {
  const unit = { dispensingUnit: job.dispensingUnit, packSize: 1 };
  const card = formatUnitsAndPacks(job.countPerCard, unit);
  const made = job.actualCards !== null;
  return (
    <DetailsGrid>
      <DetailField label="Status">
        <JobStatusBadge status={job.status} />
      </DetailField>
      <DetailField label="Inventory site">{job.siteName}</DetailField>
      <DetailField label="Product">
        {job.productName} ({job.ndc}), cards of {card}
      </DetailField>
      <DetailField label="Repacked from">
        {job.sourceProductName} ({job.sourceNdc})
      </DetailField>
      {job.ciOrderId !== null && (
        <DetailField label="For CI order">
          <Anchor component={Link} to={`/ci-repack/orders/edit/${job.ciOrderId}`} size="sm">
            {job.ciOrderNumber}
          </Anchor>
        </DetailField>
      )}
      <DetailField label="Planned cards">{job.plannedCards.toLocaleString('en-US')}</DetailField>
      <DetailField label="Container">{containerClassLabel(job.containerClass)}</DetailField>
      <DetailField label="Created">{who(job.createdByName, job.createdAt)}</DetailField>
      <DetailField label="Started">
        {who(job.startedByName, job.startedAt)}
        {job.workstationName && (
          <Text span display="block" size="xs" c="dimmed">
            at {job.workstationName}
          </Text>
        )}
      </DetailField>
      {job.completedAt && <DetailField label="Completed">{usDateTime(job.completedAt)}</DetailField>}
      {job.verifiedAt && (
        <DetailField label="Verified">
          {who(job.verifiedByName, job.verifiedAt)}
          {job.signature && (
            <Text span display="block" size="xs" c="dimmed">
              Signature: {job.signature}
            </Text>
          )}
        </DetailField>
      )}
      {job.rejectionReason && <DetailField label="Rejected because">{job.rejectionReason}</DetailField>}
      {job.cancelledAt && <DetailField label="Cancelled">{usDateTime(job.cancelledAt)}</DetailField>}
      {job.lotId !== null && (
        <DetailField label="Output lot">
          <Group gap={6} component="span">
            <Anchor component={Link} to={lotPath(job.lotId)} size="sm">
              Lot {job.lotNumber}
            </Anchor>
            {job.lotStatus && <StockStatusBadge status={job.lotStatus} />}
          </Group>
        </DetailField>
      )}
      {job.beyondUseDate && (
        <DetailField label="Beyond-use date">
          {usDate(job.beyondUseDate)}
          {job.budRuleText && (
            <Text span display="block" size="xs" c="dimmed">
              {job.budRuleText}
            </Text>
          )}
        </DetailField>
      )}
      {(job.documentId !== null || job.destructionDocumentId !== null) && (
        <DetailField label="Ledger">
          {job.documentId !== null && documentLink('Repack document', job.documentId)}
          {job.destructionDocumentId !== null &&
            documentLink('Destruction document', job.destructionDocumentId)}
        </DetailField>
      )}
      {made && (
        <>
          <DetailField label="Cards made">{job.actualCards?.toLocaleString('en-US')}</DetailField>
          <DetailField label="Waste">
            <UnitsAndPacks units={job.wasteUnits ?? 0} unit={unit} />
          </DetailField>
          <DetailField label="Samples">
            <UnitsAndPacks units={job.sampleUnits ?? 0} unit={unit} />
          </DetailField>
          <DetailField label="Yield">{job.yieldPercent === null ? '—' : `${job.yieldPercent} %`}</DetailField>
        </>
      )}
      {job.note && <DetailField label="Note">{job.note}</DetailField>}
    </DetailsGrid>
  );
}
