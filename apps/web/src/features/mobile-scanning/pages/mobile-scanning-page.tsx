import { mobileScanningMessages as m } from '@homer/contracts/mobile-scanning';
import { routeById } from '@homer/contracts/routes';
import { ActionIcon, Badge, Button, Group, Text, VisuallyHidden } from '@mantine/core';
import { IconVolume, IconVolumeOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { session } from '../../../shared/lib/session.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { beep } from '../scanner/beep.ts';
import { chooseReader, readerLabel } from '../scanner/reader-choice.ts';
import { describeStrichFailure } from '../scanner/strich-failure.ts';
import { useCameraScanner } from '../scanner/use-camera-scanner.ts';
import { useStrichScanner } from '../scanner/use-strich-scanner.ts';
import { sendScan } from '../send-scan.ts';
import { strichLicenseQuery } from '../strich-license.ts';
import classes from './mobile-scanning-page.module.css';

/** Long enough to read the three sentences of the fallback warning on a phone. */
const strichFailedToastMs = 10_000;

/**
 * The phone's full-screen scanner (spec §2.2, §4.11): it replaces the shell. Each new code goes to the desktop
 * page that showed the QR code (parentUrl); 'Finished Scanning' ends the mobile session. STRICH reads when the
 * server has its licence key, else (or when it cannot start) the built-in zxing-wasm reader (decision 109).
 */
export default function MobileScanningPage() {
  const [params] = useSearchParams();
  const isPid = params.get('isPid') === 'true';
  const parentUrl = params.get('parentUrl') ?? `/${routeById('phoneScanner').path}`;
  const video = useRef<HTMLVideoElement>(null);
  const strichHost = useRef<HTMLDivElement>(null);
  const [count, setCount] = useState(0);
  const [sound, setSound] = useState(true);
  const [last, setLast] = useState<string | null>(null);

  const [strichFailed, setStrichFailed] = useState(false);
  const reader = chooseReader(useQuery(strichLicenseQuery), strichFailed);

  const onCode = async (value: string) => {
    const scan = await sendScan(parentUrl, value);
    if (!scan) return;
    setCount((n) => n + 1);
    setLast(scan.value);
    if (sound) beep();
  };
  const zxingState = useCameraScanner(video, isPid, onCode, reader.reader === 'zxing');
  const strichState = useStrichScanner(
    strichHost,
    reader.reader === 'strich' ? reader.licenseKey : null,
    isPid,
    onCode,
    (error) => {
      toast.warning(m.strichFailed(describeStrichFailure(error)), { autoCloseMs: strichFailedToastMs });
      setStrichFailed(true);
    },
  );
  const state =
    reader.reader === 'pending' ? 'initializing' : reader.reader === 'strich' ? strichState : zxingState;

  return (
    <div className={classes.screen}>
      <VisuallyHidden>
        <h1>Mobile Scanning</h1>
      </VisuallyHidden>
      <video ref={video} className={classes.video} muted playsInline data-testid="scanner-video" />
      {reader.reader === 'strich' ? (
        // STRICH draws the camera, its viewfinder on the same region and the dimming around it in here.
        <div ref={strichHost} className={classes.strichHost} data-testid="strich-host" />
      ) : (
        <div className={classes.region} aria-hidden="true" />
      )}
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
        {/* Always in the page, so that screen readers announce the reader once it is chosen or changes. */}
        <Text c="white" size="sm" role="status" aria-live="polite" data-testid="scanner-reader">
          {readerLabel(reader)}
        </Text>
        <Button fullWidth size="lg" onClick={() => void session.logout()}>
          {m.finished}
        </Button>
      </div>
    </div>
  );
}
