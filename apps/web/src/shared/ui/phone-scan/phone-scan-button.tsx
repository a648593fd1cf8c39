import { mobileScanningMessages as m, type PhoneScan } from '@homer/contracts/mobile-scanning';
import { Button, Modal } from '@mantine/core';
import { IconDeviceMobile } from '@tabler/icons-react';
import { useState } from 'react';
import { PhoneScanQr } from './phone-scan-qr.tsx';
import { usePhoneScans } from './use-phone-scans.ts';

type Props = {
  /** Each scan of the user's phone for this page, while the page is open (modal open or not). */
  onScan: (scan: PhoneScan) => void;
  label?: string;
  /** The phone scans patient ids (spec §5: one scan line suffices). */
  isPid?: boolean;
};

/** Scan with a phone (spec §4.11): a QR code signs the phone in, and its scans are handed to `onScan`. */
export function PhoneScanButton({ onScan, label = 'Scan with Phone', isPid = false }: Props) {
  const [opened, setOpened] = useState(false);
  usePhoneScans(onScan);
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconDeviceMobile size={18} aria-hidden="true" />}
        onClick={() => setOpened(true)}
      >
        {label}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={m.qrTitle} centered>
        {opened && <PhoneScanQr isPid={isPid} />}
      </Modal>
    </>
  );
}
