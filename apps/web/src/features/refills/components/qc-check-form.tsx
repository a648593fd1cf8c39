import type { PhoneScan } from '@homer/contracts/mobile-scanning';
import { barcodeMatchesNdc } from '@homer/contracts/ndc-barcode';
import { type RefillShipmentDetail, refillLimits, refillMessages } from '@homer/contracts/refills';
import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useRef } from 'react';
import { PhoneScanButton } from '../../../shared/ui/phone-scan/phone-scan-button.tsx';
import { ErrorSummary } from '../../../shared/ui/public-form/error-summary.tsx';
import { useServerSubmit } from '../../../shared/ui/public-form/use-server-submit.ts';
import { fulfillmentCommands } from '../api/fulfillment-api.ts';
import type { RunCommand } from '../lib/use-shipment-command.ts';

type Props = {
  shipment: RefillShipmentDetail;
  run: RunCommand;
  /** Tells the items list which item a scan did not match, with the server's message. */
  onMismatch: (itemId: number, message: string | null) => void;
};

/**
 * QC Check (§4.7, step 2): the pharmacist scans (or types) each product's barcode. A scan goes to the unverified
 * item whose NDC it carries; one that matches none goes to the first unverified item, and the server's mismatch
 * message says what was scanned and what was expected.
 */
export function QcCheckForm({ shipment, run, onMismatch }: Props) {
  const server = useServerSubmit({ fallback: 'The shipment could not be changed. Please try again.' });
  const input = useRef<HTMLInputElement>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { barcode: '' },
    validate: { barcode: (v) => (v.trim() === '' ? refillMessages.barcodeRequired : null) },
  });
  const unverified = shipment.items.filter((i) => !i.qcVerifiedAt);

  const verify = async (barcode: string) => {
    const target = unverified.find((i) => barcodeMatchesNdc(barcode, i.ndc)) ?? unverified[0];
    if (!target) return;
    await server.run(async () => {
      const refused = await run(() =>
        fulfillmentCommands.verifyItem({ shipmentId: shipment.shipmentId, itemId: target.itemId, barcode }),
      );
      onMismatch(target.itemId, refused);
      if (refused) server.refuse(refused);
      else form.reset();
      input.current?.select();
    });
  };

  const submit = form.onSubmit((values) => void verify(values.barcode), server.summary.refuse);
  const onPhoneScan = (scan: PhoneScan) => {
    form.setFieldValue('barcode', scan.value.slice(0, refillLimits.barcode));
    void verify(scan.value);
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="qc-title">
      <form ref={server.summary.formRef} onSubmit={submit} noValidate>
        <Stack gap="xs">
          <Title order={2} size="h4" id="qc-title">
            QC Check
          </Title>
          {!shipment.isPharmacist ? (
            <Text size="sm">{refillMessages.qcNeedsPharmacist}</Text>
          ) : unverified.length === 0 ? (
            <Text size="sm">Every item is verified. The shipment can move on to Pending Shipment.</Text>
          ) : (
            <>
              <Text size="sm">
                Scan each product's barcode (or type its NDC). {unverified.length} of {shipment.items.length}{' '}
                left to verify.
              </Text>
              <ErrorSummary {...server.summaryProps} />
              <TextInput
                ref={input}
                label="Product barcode"
                description="NDC, UPC or GS1 DataMatrix; a USB scanner ends with Enter."
                maxLength={refillLimits.barcode}
                autoComplete="off"
                {...form.getInputProps('barcode')}
              />
              <Group gap="xs">
                <Button type="submit" loading={server.saving}>
                  Verify
                </Button>
                <PhoneScanButton onScan={onPhoneScan} label="Scan Product with Phone" />
              </Group>
            </>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
