import { qcStep, type RefillItem, type RefillShipmentDetail } from '@homer/contracts/refills';
import { Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { usDateTime } from '../../../shared/lib/us-date.ts';
import { confirmAction } from '../../../shared/ui/confirm-action.tsx';
import { UnitsAndPacks } from '../../../shared/ui/stock/units-and-packs.tsx';
import { fulfillmentCommands } from '../api/fulfillment-api.ts';
import type { RunCommand } from '../lib/use-shipment-command.ts';
import { ItemStock } from './item-stock.tsx';

// Only a shipment whose items may still change shows the form (NumberInput, the form library): it loads then.
const AddItemForm = lazy(() => import('./add-item-form.tsx').then((m) => ({ default: m.AddItemForm })));

type Props = {
  shipment: RefillShipmentDetail;
  run: RunCommand;
  /** The last QC mismatch told for an item, by item id. */
  mismatches: ReadonlyMap<number, string>;
};

function QcState({ item, mismatch }: { item: RefillItem; mismatch: string | undefined }) {
  if (item.qcVerifiedAt) {
    return (
      <Group gap={6} wrap="nowrap" align="flex-start">
        <IconCircleCheck size={18} color="var(--mantine-color-teal-8)" aria-hidden="true" />
        <Text size="sm" fw={500}>
          Verified {usDateTime(item.qcVerifiedAt)} by {item.qcVerifiedByName}
        </Text>
      </Group>
    );
  }
  if (mismatch) {
    return (
      <Group gap={6} wrap="nowrap" align="flex-start">
        <IconAlertTriangle size={18} color="var(--mantine-color-red-8)" aria-hidden="true" />
        <Text size="sm" fw={500} c="red.8">
          Mismatch: {mismatch}
        </Text>
      </Group>
    );
  }
  return <Text size="sm">Not verified yet.</Text>;
}

/** The shipment's prescriptions: product, quantity, refills, QC state; removable while items may change. */
export function ShipmentItems({ shipment, run, mismatches }: Props) {
  const [removing, setRemoving] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const showQc = shipment.currentStep >= qcStep;

  const remove = async (item: RefillItem) => {
    const sure = await confirmAction(
      'Remove prescription',
      `Remove Rx Number ${item.rxNumber} from shipment ${shipment.shipmentId}?`,
      'Remove',
    );
    if (!sure) return;
    setRemoving(item.itemId);
    setFailure(
      await run(() =>
        fulfillmentCommands.removeItem({
          shipmentId: shipment.shipmentId,
          currentStep: shipment.currentStep,
          itemId: item.itemId,
        }),
      ),
    );
    setRemoving(null);
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="items-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="items-title">
          Prescriptions
        </Title>
        {failure && (
          <Text size="sm" c="red.8" role="alert">
            {failure}
          </Text>
        )}
        {shipment.items.length === 0 && <Text size="sm">No prescriptions on this shipment yet.</Text>}
        <List listStyleType="none" spacing="md">
          {shipment.items.map((item) => (
            <List.Item key={item.itemId}>
              <Stack gap={2}>
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Text fw={600} size="sm">
                    Rx {item.rxNumber} — {item.drugName}
                  </Text>
                  {shipment.canEditItems && (
                    <Button
                      variant="default"
                      size="compact-sm"
                      loading={removing === item.itemId}
                      onClick={() => void remove(item)}
                      aria-label={`Remove Rx ${item.rxNumber}`}
                    >
                      Remove
                    </Button>
                  )}
                </Group>
                <Text size="sm">
                  NDC {item.ndc}
                  {item.productName ? ` — ${item.productName}` : ''}
                  {item.packageDescription ? `, ${item.packageDescription}` : ''}
                </Text>
                <Text size="sm">
                  Quantity:{' '}
                  {item.stock.unit ? (
                    <UnitsAndPacks units={item.quantity} unit={item.stock.unit} />
                  ) : (
                    item.quantity
                  )}
                  ; refills remaining: {item.refillsRemaining}
                  {item.isActive ? '' : '; inactive in QS1'}
                </Text>
                <ItemStock
                  shipmentId={shipment.shipmentId}
                  itemId={item.itemId}
                  rxNumber={item.rxNumber}
                  stock={item.stock}
                  canChangeLots={shipment.canChangeLots}
                  run={run}
                />
                {showQc && <QcState item={item} mismatch={mismatches.get(item.itemId)} />}
              </Stack>
            </List.Item>
          ))}
        </List>
        {shipment.canEditItems && (
          <Suspense fallback={null}>
            <AddItemForm shipment={shipment} run={run} />
          </Suspense>
        )}
      </Stack>
    </Paper>
  );
}
