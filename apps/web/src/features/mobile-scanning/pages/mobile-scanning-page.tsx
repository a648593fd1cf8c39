import { mobileScanningMessages as m } from '@homer/contracts/mobile-scanning';
import { routeById } from '@homer/contracts/routes';
import { ActionIcon, Badge, Button, Group, Text, VisuallyHidden } from '@mantine/core';
import { IconVolume, IconVolumeOff } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { session } from '../../../shared/lib/session.ts';
import { beep } from '../scanner/beep.ts';
import { useCameraScanner } from '../scanner/use-camera-scanner.ts';
import { sendScan } from '../send-scan.ts';
import classes from './mobile-scanning-page.module.css';

/**
 * The phone's full-screen scanner (spec §2.2, §4.11): it replaces the shell. Each new code goes to the desktop
 * page that showed the QR code (parentUrl); 'Finished Scanning' ends the mobile session.
 */
export default function MobileScanningPage() {
  const [params] = useSearchParams();
  const isPid = params.get('isPid') === 'true';
  const parentUrl = params.get('parentUrl') ?? `/${routeById('phoneScanner').path}`;
  const video = useRef<HTMLVideoElement>(null);
  const [count, setCount] = useState(0);
  const [sound, setSound] = useState(true);
  const [last, setLast] = useState<string | null>(null);

  const state = useCameraScanner(video, isPid, async (value) => {
    const scan = await sendScan(parentUrl, value);
    if (!scan) return;
    setCount((n) => n + 1);
    setLast(scan.value);
    if (sound) beep();
  });

  return (
    <div className={classes.screen}>
      <VisuallyHidden>
        <h1>Mobile Scanning</h1>
      </VisuallyHidden>
      <video ref={video} className={classes.video} muted playsInline data-testid="scanner-video" />
      <div className={classes.region} aria-hidden="true" />
      <Group className={classes.top} justify="space-between" wrap="nowrap">
        <Badge size="lg" variant="filled" data-testid="scan-count" aria-label={`Scans: ${count}`}>
          {count}
        </Badge>
        <ActionIcon
          size="lg"
          variant="filled"
          color="gray"
          aria-label={sound ? 'Sound on' : 'Sound off'}
          aria-pressed={sound}
          onClick={() => setSound((on) => !on)}
        >
          {sound ? <IconVolume size={20} /> : <IconVolumeOff size={20} />}
        </ActionIcon>
      </Group>
      {state === 'initializing' && (
        <Text className={classes.status} c="white">
          {m.initializing}
        </Text>
      )}
      <div className={classes.bottom}>
        {last && (
          <Text c="white" size="sm" truncate data-testid="last-scan">
            {last}
          </Text>
        )}
        <Button fullWidth size="lg" onClick={() => void session.logout()}>
          {m.finished}
        </Button>
      </div>
    </div>
  );
}
