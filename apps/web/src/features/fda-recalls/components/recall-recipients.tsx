import type { RecallRow } from '@homer/contracts/fda-recalls';
import { routeById } from '@homer/contracts/routes';
import { Alert, Anchor, Button, Loader, Modal, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { usDateTime } from '../../../shared/lib/us-date.ts';
import { useCan } from '../../../shared/lib/use-can.ts';
import { UnitsAndPacks } from '../../../shared/ui/stock/units-and-packs.tsx';
import { recallRecipientsQuery } from '../api/fda-recalls-api.ts';

const fulfilmentAccess = routeById('fulfillmentList').access;
const recallReportPath = routeById('reportRecallImpact').path;

function RecipientsModal({ row, onClose }: { row: RecallRow; onClose: () => void }) {
  const recipients = useQuery(recallRecipientsQuery(row.id));
  return (
    <Modal opened onClose={onClose} size="auto" title={`Where recall ${row.recallNumber}'s lots went`}>
      <Text size="sm" mb="sm">
        This list stops at the newest 500 movements; every one, with the lots held, totals and exports, is in
        the{' '}
        <Anchor component={Link} to={`/${recallReportPath}?recallId=${row.id}`} size="sm">
          Recall Impact Report
        </Anchor>
        .
      </Text>
      {recipients.isPending && <Loader size="sm" aria-label="Loading" />}
      {recipients.isError && (
        <Alert color="red" role="alert">
          The shipments of this recall's lots could not be loaded.
        </Alert>
      )}
      {recipients.data?.length === 0 && (
        <Text size="sm">
          None of our stock of the lots this recall covers has been shipped or transferred.
        </Text>
      )}
      {!!recipients.data?.length && (
        <Table.ScrollContainer minWidth={760}>
          <Table striped aria-label="Shipments of the recalled lots">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Left</Table.Th>
                <Table.Th>From</Table.Th>
                <Table.Th>NDC / Lot</Table.Th>
                <Table.Th>Units</Table.Th>
                <Table.Th>To</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {recipients.data?.map((r) => (
                <Table.Tr key={`${r.documentId}-${r.lotId}`}>
                  <Table.Td>{usDateTime(r.shippedAt)}</Table.Td>
                  <Table.Td>{r.inventoryName}</Table.Td>
                  <Table.Td>
                    {r.ndc} lot {r.lotNumber}
                  </Table.Td>
                  <Table.Td>
                    <UnitsAndPacks units={r.quantity} unit={r} />
                  </Table.Td>
                  <Table.Td>
                    {r.shipmentId !== null && r.inventoryId !== null ? (
                      <Anchor
                        component={Link}
                        to={`/pharmacy/fulfillment/edit/${r.shipmentId}/${r.inventoryId}`}
                        size="sm"
                      >
                        {r.patientName ?? 'Patient'} · Rx {r.rxNumber}
                      </Anchor>
                    ) : (
                      (r.reference ?? (r.kind === 'transfer_out' ? 'Transfer to another site' : 'Shipment'))
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Modal>
  );
}

/**
 * Where a recall's lots went: shown to fulfilment staff only, as it names patients (PHI rules, decision 099), for
 * a recall of a formulary product, whether or not any of it is still on our shelves.
 */
export function RecallRecipients({ row }: { row: RecallRow }) {
  const canSee = useCan(fulfilmentAccess);
  const [open, setOpen] = useState(false);
  if (!canSee || !row.inFormulary) return null;
  return (
    <>
      <Button size="compact-xs" variant="default" mt={4} onClick={() => setOpen(true)}>
        Where did it go?
      </Button>
      {open && <RecipientsModal row={row} onClose={() => setOpen(false)} />}
    </>
  );
}
