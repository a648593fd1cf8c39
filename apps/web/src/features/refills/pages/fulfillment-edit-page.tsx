import { qcStep, type RefillShipmentDetail, refillMessages, refillStepName } from '@homer/contracts/refills';
import { Alert, Anchor, Button, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { isNotFound } from '../../../shared/lib/is-not-found.ts';
import { positiveId } from '../../../shared/lib/positive-id.ts';
import { routeCrumb } from '../../../shared/lib/route-crumb.ts';
import { usDate, usDateTime } from '../../../shared/lib/us-date.ts';
import { usPhone } from '../../../shared/lib/us-phone.ts';
import { NotFoundScreen } from '../../../shared/ui/not-found-screen.tsx';
import { PageLoader } from '../../../shared/ui/page-loader.tsx';
import { RecordHeader } from '../../../shared/ui/record-header.tsx';
import { fulfillmentCommands, shipmentQuery } from '../api/fulfillment-api.ts';
import { ShipmentItems } from '../components/shipment-items.tsx';
import { StepBadge } from '../components/step-badge.tsx';
import { StepBar } from '../components/step-bar.tsx';
import { type RunCommand, useShipmentCommand } from '../lib/use-shipment-command.ts';

// Only a shipment at its QC step shows the check (with the phone scanner): it loads then, not with every shipment.
const QcCheckForm = lazy(() =>
  import('../components/qc-check-form.tsx').then((m) => ({ default: m.QcCheckForm })),
);

const listPath = '/pharmacy/fulfillment/list';

function confirmMove(shipmentId: number, to: number): Promise<boolean> {
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title: `Move to ${refillStepName(to)}`,
      children: <Text size="sm">{`Move shipment ${shipmentId} to ${refillStepName(to)}?`}</Text>,
      labels: { confirm: `Move to ${refillStepName(to)}`, cancel: 'Cancel' },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}

/** Why the next step cannot be taken yet, or null; the server checks the same. */
function moveBlocked(shipment: RefillShipmentDetail): string | null {
  if (shipment.items.length === 0) return refillMessages.noItems;
  if (shipment.currentStep !== qcStep) return null;
  if (!shipment.isPharmacist) return refillMessages.qcNeedsPharmacist;
  return shipment.items.some((i) => !i.qcVerifiedAt) ? refillMessages.qcNotVerified : null;
}

/**
 * pharmacy/fulfillment/edit/{shipmentId}/{inventoryId}: one refill shipment — its patient and prescriptions, the
 * steps with who and when, the move to the next step, adding and removing prescriptions while allowed, and the
 * pharmacist's QC Check by scanning each product.
 */
export default function FulfillmentEditPage() {
  const params = useParams();
  const shipmentId = positiveId(params.shipmentId);
  const inventoryId = positiveId(params.inventoryId);
  const valid = shipmentId !== null && inventoryId !== null;
  const shipment = useQuery({ ...shipmentQuery(shipmentId ?? 0, inventoryId ?? 0), enabled: valid });
  const run = useShipmentCommand(shipmentId ?? 0, inventoryId ?? 0);

  if (!valid) return <Navigate to={listPath} replace />;
  if (shipment.isPending) return <PageLoader />;
  // A shipment that does not exist: the 404 screen, with the list to go back to (decision 085).
  if (isNotFound(shipment.error)) return <NotFoundScreen back={routeCrumb('fulfillmentList')} />;
  if (shipment.isError) {
    return (
      <Stack gap="md">
        <RecordHeader trail={[routeCrumb('fulfillmentList')]} pageTitle="Refill Shipment" record={null} />
        <Alert color="red" role="alert" title="The shipment could not be loaded.">
          <Text size="sm" mb="xs">
            {shipment.error.message.startsWith('HTTP')
              ? refillMessages.shipmentNotFound
              : shipment.error.message}
          </Text>
          <Button variant="default" size="xs" onClick={() => void shipment.refetch()}>
            Try again
          </Button>
        </Alert>
      </Stack>
    );
  }
  return <ShipmentView shipment={shipment.data} run={run} />;
}

function ShipmentView({ shipment, run }: { shipment: RefillShipmentDetail; run: RunCommand }) {
  const [moving, setMoving] = useState(false);
  const [moveFailure, setMoveFailure] = useState<string | null>(null);
  const [mismatches, setMismatches] = useState<ReadonlyMap<number, string>>(new Map());
  const next = shipment.nextStep;
  const blocked = next === null ? null : moveBlocked(shipment);

  const move = async () => {
    if (next === null || !(await confirmMove(shipment.shipmentId, next))) return;
    setMoving(true);
    setMoveFailure(
      await run(() =>
        fulfillmentCommands.moveStep({
          shipmentId: shipment.shipmentId,
          fromStep: shipment.currentStep,
          toStep: next,
        }),
      ),
    );
    setMoving(false);
  };
  const onMismatch = (itemId: number, message: string | null) =>
    setMismatches((current) => {
      const updated = new Map(current);
      if (message) updated.set(itemId, message);
      else updated.delete(itemId);
      return updated;
    });

  const patient = shipment.patient;
  return (
    <Stack gap="md">
      {/* Named by its number, never the patient: the tab's title stays in the browser's history (decision 084). */}
      <RecordHeader
        trail={[routeCrumb('fulfillmentList')]}
        pageTitle="Refill Shipment"
        record={`#${shipment.shipmentId}`}
        actions={
          next !== null && (
            <Button onClick={() => void move()} loading={moving} disabled={blocked !== null}>
              Move to {refillStepName(next)}
            </Button>
          )
        }
      />
      <Group gap="sm">
        <StepBadge step={shipment.currentStep} variant="withStep" />
      </Group>
      {blocked && (
        <Text size="sm" role="status">
          {blocked}
        </Text>
      )}
      {moveFailure && (
        <Alert color="red" role="alert" title="The shipment was not moved.">
          {moveFailure}
        </Alert>
      )}
      <StepBar currentStep={shipment.currentStep} history={shipment.history} />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            {shipment.currentStep === qcStep && (
              <Suspense fallback={<PageLoader />}>
                <QcCheckForm shipment={shipment} run={run} onMismatch={onMismatch} />
              </Suspense>
            )}
            <ShipmentItems shipment={shipment} run={run} mismatches={mismatches} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            <Paper withBorder p="md" radius="md" component="section" aria-labelledby="patient-title">
              <Stack gap={4}>
                <Title order={2} size="h4" id="patient-title">
                  Patient
                </Title>
                {patient ? (
                  <>
                    <Text size="sm" fw={600}>
                      {patient.lastName}, {patient.firstName}
                    </Text>
                    <Text size="sm">Date of birth: {usDate(patient.dateOfBirth)}</Text>
                    <Text size="sm">Phone: {patient.phone ? usPhone(patient.phone) : 'none on file'}</Text>
                    <Text size="sm">Email: {patient.email ?? 'none on file'}</Text>
                  </>
                ) : (
                  <Text size="sm">Known once a prescription is added.</Text>
                )}
              </Stack>
            </Paper>
            <Paper withBorder p="md" radius="md" component="section" aria-labelledby="shipment-title">
              <Stack gap={4}>
                <Title order={2} size="h4" id="shipment-title">
                  Shipment
                </Title>
                <Text size="sm">Facility: {shipment.facilityName}</Text>
                <Text size="sm">
                  Inventory: {shipment.inventoryName} (#{shipment.inventoryId})
                </Text>
                <Text size="sm">
                  Created {usDateTime(shipment.dateCreated)} by {shipment.createdByName}
                </Text>
                {shipment.homeDeliveryRequestId !== null && (
                  <Anchor
                    component={Link}
                    to={`/pharmacy/home-delivery/edit/${shipment.homeDeliveryRequestId}`}
                    size="sm"
                  >
                    From home-delivery request #{shipment.homeDeliveryRequestId}
                  </Anchor>
                )}
              </Stack>
            </Paper>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
