import type { PhoneScan } from '@homer/contracts/mobile-scanning';
import { type RefillShipmentDetail, refillLimits, refillMessages } from '@homer/contracts/refills';
import { Button, Group, NumberInput, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useRef } from 'react';
import { PhoneScanButton } from '../../../shared/ui/phone-scan/phone-scan-button.tsx';
import { ErrorSummary } from '../../../shared/ui/public-form/error-summary.tsx';
import { useServerSubmit } from '../../../shared/ui/public-form/use-server-submit.ts';
import { fulfillmentCommands } from '../api/fulfillment-api.ts';
import { looksScanned, rxNumberError } from '../lib/create-control-state.ts';
import type { RunCommand } from '../lib/use-shipment-command.ts';

type Values = { rxNumber: string; quantity: number | string };

/** Adds a prescription of the same patient while the shipment is Not Submitted or in Product Prep. */
export function AddItemForm({ shipment, run }: { shipment: RefillShipmentDetail; run: RunCommand }) {
  const server = useServerSubmit({ fallback: 'The shipment could not be changed. Please try again.' });
  const keyTimes = useRef<number[]>([]);
  const scannedByPhone = useRef(false);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { rxNumber: '', quantity: '' },
    validate: {
      rxNumber: (v) => rxNumberError(v, scannedByPhone.current || looksScanned(keyTimes.current)),
      quantity: (v) =>
        v === '' || (Number.isInteger(v) && Number(v) >= 1 && Number(v) <= refillLimits.quantityMax)
          ? null
          : refillMessages.quantityInvalid,
    },
  });

  const submit = form.onSubmit(
    (values) =>
      server.run(async () => {
        const refused = await run(() =>
          fulfillmentCommands.addItem({
            shipmentId: shipment.shipmentId,
            currentStep: shipment.currentStep,
            rxNumber: values.rxNumber,
            scanned: scannedByPhone.current || looksScanned(keyTimes.current),
            ...(values.quantity === '' ? {} : { quantity: Number(values.quantity) }),
          }),
        );
        keyTimes.current = [];
        scannedByPhone.current = false;
        if (refused) server.refuse(refused);
        else form.reset();
      }),
    server.summary.refuse,
  );

  const onPhoneScan = (scan: PhoneScan) => {
    scannedByPhone.current = true;
    form.setFieldValue('rxNumber', scan.value.slice(0, refillLimits.rxInput));
  };

  return (
    <form ref={server.summary.formRef} onSubmit={submit} noValidate aria-labelledby="add-item-title">
      <Stack gap="xs">
        <Title order={3} size="h5" id="add-item-title">
          Add a prescription
        </Title>
        <ErrorSummary {...server.summaryProps} />
        <Group gap="xs" align="flex-start" wrap="wrap">
          <TextInput
            label="Rx Number"
            description="Typed, or scanned from the Rx label."
            maxLength={refillLimits.rxInput}
            autoComplete="off"
            w={200}
            {...form.getInputProps('rxNumber')}
            onKeyDown={(event) => {
              if (event.key.length === 1) keyTimes.current.push(event.timeStamp);
            }}
          />
          <NumberInput
            label="Quantity"
            description="Empty: as prescribed."
            min={1}
            max={refillLimits.quantityMax}
            allowDecimal={false}
            allowNegative={false}
            w={140}
            {...form.getInputProps('quantity')}
          />
        </Group>
        <Group gap="xs">
          <Button type="submit" loading={server.saving}>
            Add Rx
          </Button>
          <PhoneScanButton onScan={onPhoneScan} label="Scan Rx with Phone" />
        </Group>
      </Stack>
    </form>
  );
}
