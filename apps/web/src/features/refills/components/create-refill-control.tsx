import type { MessageClass } from '@homer/contracts/envelope';
import type { PhoneScan } from '@homer/contracts/mobile-scanning';
import { type RxInventory, refillLimits, refillMessages } from '@homer/contracts/refills';
import { routeById } from '@homer/contracts/routes';
import { Alert, Button, Group, Radio, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { refusalMessage } from '../../../shared/lib/refusal-message.ts';
import { useCan } from '../../../shared/lib/use-can.ts';
import { PhoneScanButton } from '../../../shared/ui/phone-scan/phone-scan-button.tsx';
import { ErrorSummary } from '../../../shared/ui/public-form/error-summary.tsx';
import { useErrorSummary } from '../../../shared/ui/public-form/use-error-summary.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { getRxData, recentRefillsKey, validateAndSaveRxData } from '../api/widget-api.ts';
import { looksScanned, rxNumberError } from '../lib/create-control-state.ts';
import {
  type CreatePhase,
  createRefill,
  fulfillmentEditPath,
  phaseLabels,
} from '../lib/create-refill-flow.ts';

type Props = { facilityId: number; label: string; enabled: boolean };
type Notice = { message: string; messageClass: MessageClass };

/**
 * The widget's create control (§2.3, §4.8, §5): an Rx number typed, scanned by a USB scanner (it types and
 * presses Enter) or by the phone; the button shows each step of the creation and stays disabled throughout.
 */
export function CreateRefillControl({ facilityId, label, enabled }: Props) {
  const navigate = useNavigate();
  const mayOpenShipment = useCan(routeById('fulfillmentEdit').access);
  const queryClient = useQueryClient();
  const summary = useErrorSummary();
  const [phase, setPhase] = useState<CreatePhase | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [choices, setChoices] = useState<RxInventory[]>([]);
  const [chosen, setChosen] = useState<string | null>(null);
  const keyTimes = useRef<number[]>([]);
  const scannedByPhone = useRef(false);
  const input = useRef<HTMLInputElement>(null);
  const form = useForm({ mode: 'controlled', initialValues: { rxNumber: '' } });
  const busy = phase !== null;

  const wasScanned = () => scannedByPhone.current || looksScanned(keyTimes.current);

  const send = async (rxNumber: string, scanned: boolean) => {
    setNotice(null);
    try {
      const outcome = await createRefill(
        {
          rxNumber,
          scanned,
          facilityId,
          chosenInventoryId: chosen === null ? null : Number(chosen),
        },
        {
          getRxData,
          validateAndSave: validateAndSaveRxData,
        },
        setPhase,
      );
      if (outcome.kind === 'created') {
        toast.success(refillMessages.created);
        void queryClient.invalidateQueries({ queryKey: recentRefillsKey });
        if (mayOpenShipment) {
          navigate(fulfillmentEditPath(outcome.shipmentId, outcome.inventoryId));
          return;
        }
        // Below Technician the fulfilment page is refused (§2.1): the new shipment shows in the list below
        // instead of an Access Denied bounce (decision 067).
        form.setFieldValue('rxNumber', '');
        setChoices([]);
        setChosen(null);
      } else {
        toast.show(outcome.message, outcome.messageClass);
        setNotice({ message: outcome.message, messageClass: outcome.messageClass });
        setChoices(outcome.inventories);
        if (outcome.inventories.length === 0) setChosen(null);
      }
    } catch (error) {
      // The api client has told the refusal already; the form keeps it in view as well.
      const message = refusalMessage(error);
      if (message) setNotice({ message, messageClass: 'error' });
    }
    setPhase(null);
    keyTimes.current = [];
    scannedByPhone.current = false;
    // The next scan replaces the number rather than adding to it ("Then scan again").
    input.current?.select();
  };

  const submit = (event?: React.FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (busy || !enabled) return;
    const scanned = wasScanned();
    const value = form.getValues().rxNumber;
    const error = rxNumberError(value, scanned);
    if (error) {
      form.setFieldError('rxNumber', error);
      summary.refuse();
      return;
    }
    void send(value, scanned);
  };

  const onPhoneScan = (scan: PhoneScan) => {
    if (busy || !enabled) return;
    form.setFieldValue('rxNumber', scan.value.slice(0, refillLimits.rxInput));
    scannedByPhone.current = true;
    const error = rxNumberError(scan.value, true);
    if (error) {
      form.setFieldError('rxNumber', error);
      summary.refuse();
      return;
    }
    void send(scan.value, true);
  };

  return (
    <form ref={summary.formRef} onSubmit={submit} noValidate aria-label="Create a refill request">
      <Stack gap="xs">
        <ErrorSummary formRef={summary.formRef} attempt={summary.attempt} />
        <TextInput
          ref={input}
          label="Rx Number"
          description="Type it and press Enter, or scan the Rx label."
          maxLength={refillLimits.rxInput}
          autoComplete="off"
          disabled={!enabled}
          readOnly={busy}
          {...form.getInputProps('rxNumber')}
          onChange={(event) => {
            const value = event.currentTarget.value;
            if (value === '') keyTimes.current = [];
            scannedByPhone.current = false;
            form.setFieldValue('rxNumber', value);
            form.clearFieldError('rxNumber');
          }}
          onKeyDown={(event) => {
            if (event.key.length === 1) keyTimes.current.push(event.timeStamp);
          }}
        />
        {choices.length > 1 && (
          <Radio.Group
            label="Inventory"
            description="Choose the inventory to fill it from, then scan again."
            value={chosen}
            onChange={setChosen}
          >
            <Stack gap={6} mt={6}>
              {choices.map((c) => (
                <Radio
                  key={c.inventorySiteId}
                  value={String(c.inventorySiteId)}
                  label={c.inventoryName}
                  disabled={busy}
                />
              ))}
            </Stack>
          </Radio.Group>
        )}
        {notice && (
          <Alert
            color={notice.messageClass === 'warning' ? 'orange' : 'red'}
            role={notice.messageClass === 'warning' ? 'status' : 'alert'}
            p="xs"
          >
            {notice.message}
          </Alert>
        )}
        <Group gap="xs" wrap="wrap">
          <Button type="submit" disabled={!enabled || busy}>
            {phase ? phaseLabels[phase] : label}
          </Button>
          {enabled && <PhoneScanButton onScan={onPhoneScan} label="Scan Rx with Phone" />}
        </Group>
      </Stack>
    </form>
  );
}
