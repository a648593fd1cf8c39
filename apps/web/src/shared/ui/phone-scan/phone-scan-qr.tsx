import type { Envelope } from '@homer/contracts/envelope';
import { mobileScanningMessages as m, phoneScanUrl, type QrToken } from '@homer/contracts/mobile-scanning';
import { Button, Loader, Stack, Text } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { apiPost } from '../../lib/api-client.ts';
import { QrCodeSvg } from './qr-code-svg.tsx';
import { currentParentUrl } from './use-phone-scans.ts';

/**
 * The QR code that signs the user's phone into a mobile-scanning session whose scans come back to this page.
 * A code works once and for two minutes (qrTokenSeconds); a new one is a click away.
 */
export function PhoneScanQr({ isPid = false }: { isPid?: boolean }) {
  const [token, setToken] = useState<QrToken | null>(null);
  const [expired, setExpired] = useState(false);
  const [failed, setFailed] = useState(false);

  const create = useCallback(async () => {
    setToken(null);
    setExpired(false);
    setFailed(false);
    try {
      const envelope = await apiPost<Envelope<QrToken, null>>('api/QrLogin/CreateToken');
      setToken(envelope.value);
    } catch {
      // The api client has shown why.
      setFailed(true);
    }
  }, []);

  useEffect(() => {
    void create();
  }, [create]);

  useEffect(() => {
    if (!token) return;
    const timer = window.setTimeout(() => setExpired(true), Date.parse(token.expiresAt) - Date.now());
    return () => window.clearTimeout(timer);
  }, [token]);

  return (
    <Stack align="center" gap="sm">
      <Text size="sm" ta="center">
        {m.qrHelp}
      </Text>
      {token && !expired && <QrCodeSvg text={phoneScanUrl(token.url, currentParentUrl(), isPid)} />}
      {!token && !failed && <Loader aria-label="Loading QR code" />}
      {expired && <Text c="dimmed">{m.qrExpired}</Text>}
      {(expired || failed) && (
        <Button variant="default" onClick={() => void create()}>
          {m.newCode}
        </Button>
      )}
    </Stack>
  );
}
