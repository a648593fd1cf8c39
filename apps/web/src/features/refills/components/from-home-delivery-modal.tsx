import type { HomeDeliveryRow } from '@homer/contracts/home-delivery-queue';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { refusalMessage } from '../../../shared/lib/refusal-message.ts';
import { usDateTime } from '../../../shared/lib/us-date.ts';
import { ErrorSummary } from '../../../shared/ui/public-form/error-summary.tsx';
import { useErrorSummary } from '../../../shared/ui/public-form/use-error-summary.ts';
import { RequiredSelect } from '../../../shared/ui/required-select.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import {
  filterOptionsQuery,
  fulfillmentCommands,
  fulfillmentListKey,
  receivedRequestsQuery,
} from '../api/fulfillment-api.ts';
import { fulfillmentEditPath } from '../lib/create-refill-flow.ts';

type Values = { requestId: string | null; inventorySiteId: string | null };

const requestLabel = (r: HomeDeliveryRow) =>
  `#${r.id}, ${usDateTime(r.submittedAt)}, ${r.prescriptionCount} Rx, phone ${r.phoneMasked}`;

/** Home-delivery requests become shipments here: pick a Received request and the inventory to fill it from. */
export function FromHomeDeliveryButton() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="default" onClick={() => setOpened(true)}>
        Create from Home Delivery
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title="Create from Home Delivery">
        {opened && <FromHomeDeliveryForm onClose={() => setOpened(false)} />}
      </Modal>
    </>
  );
}

function FromHomeDeliveryForm({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const requests = useQuery(receivedRequestsQuery);
  const options = useQuery(filterOptionsQuery);
  const summary = useErrorSummary();
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { requestId: null, inventorySiteId: null },
    validate: {
      requestId: (v) => (v ? null : 'Choose the home-delivery request.'),
      inventorySiteId: (v) => (v ? null : 'Inventory is required.'),
    },
  });

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    setSaving(true);
    try {
      const result = await fulfillmentCommands.fromHomeDelivery({
        requestId: Number(values.requestId),
        inventorySiteId: Number(values.inventorySiteId),
      });
      if (!result.value) throw new Error(result.message ?? 'The shipment could not be created.');
      toast.success(result.message ?? 'The shipment was created.');
      void queryClient.invalidateQueries({ queryKey: fulfillmentListKey });
      void queryClient.invalidateQueries({ queryKey: receivedRequestsQuery.queryKey });
      onClose();
      navigate(fulfillmentEditPath(result.value.shipmentId, result.value.inventoryId));
    } catch (error) {
      setFailure(
        refusalMessage(error) ??
          (error instanceof Error ? error.message : 'The shipment could not be created.'),
      );
      summary.refuse();
    } finally {
      setSaving(false);
    }
  }, summary.refuse);

  const requestRows = requests.data?.data ?? [];
  return (
    <form ref={summary.formRef} onSubmit={submit} noValidate>
      <Stack>
        <ErrorSummary formRef={summary.formRef} attempt={summary.attempt} message={failure} />
        <Text size="sm">
          The request's prescriptions become the shipment's items, and the request moves to In Process.
        </Text>
        <RequiredSelect
          label="Home-delivery request"
          placeholder={requests.isPending ? 'Loading…' : 'Choose a Received request'}
          nothingFoundMessage="No Received requests"
          data={requestRows.map((r) => ({ value: String(r.id), label: requestLabel(r) }))}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('requestId')}
        />
        <RequiredSelect
          label="Inventory"
          placeholder={options.isPending ? 'Loading…' : 'Choose the inventory'}
          data={(options.data?.inventorySites ?? []).map((s) => ({ value: String(s.value), label: s.text }))}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('inventorySiteId')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            Create Shipment
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
