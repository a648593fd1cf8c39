import type { PhoneScan } from '@homer/contracts/mobile-scanning';
import { Grid, Paper, Stack, Switch, Title } from '@mantine/core';
import { useState } from 'react';
import { PhoneScanQr } from '../../../shared/ui/phone-scan/phone-scan-qr.tsx';
import { usePhoneScans } from '../../../shared/ui/phone-scan/use-phone-scans.ts';
import { ScanTable } from '../components/scan-table.tsx';

/** Scans kept on the page: a shift's worth, so a long session does not grow without end. */
const keptScans = 200;

/** Inventory's phone scanner (spec §4.11): the QR code for the phone, and what the phone has scanned since. */
export default function PhoneScannerPage() {
  const [scans, setScans] = useState<PhoneScan[]>([]);
  const [isPid, setIsPid] = useState(false);
  usePhoneScans((scan) => setScans((list) => [scan, ...list].slice(0, keptScans)));
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Phone Scanner
      </Title>
      <Grid>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper withBorder p="md">
            <Stack align="center">
              <Switch
                label="Patient ID scans"
                checked={isPid}
                onChange={(event) => setIsPid(event.currentTarget.checked)}
              />
              <PhoneScanQr key={String(isPid)} isPid={isPid} />
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Paper withBorder p="md">
            <Stack>
              <Title order={2} size="h4">
                Scans
              </Title>
              <ScanTable scans={scans} />
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
