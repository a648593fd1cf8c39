import { Alert, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import { PhoneScanButton } from '../../../shared/ui/phone-scan/phone-scan-button.tsx';
import { bottleFromPhone, bottleFromWedge, type ScannedBottle } from '../lib/receive-lines.ts';

type Props = {
  /** Takes a scanned bottle; answers why it cannot be used, or null. */
  onBottle: (bottle: ScannedBottle) => string | null;
};

/** Scan a bottle's GS1 DataMatrix (keyboard-wedge scanner or phone): its product, lot and expiry fill a line. */
export function BottleScan({ onBottle }: Props) {
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const take = (result: ScannedBottle | { error: string }) =>
    setProblem('error' in result ? result.error : onBottle(result));
  return (
    <>
      <Group align="flex-end" wrap="wrap">
        <TextInput
          label="Scan GS1 DataMatrix"
          description="Scan a bottle into this field, or type the code and press Enter"
          value={value}
          onChange={(e) => setValue(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return;
            // The scanner's Enter reads the code; it does not send the form.
            e.preventDefault();
            if (value.trim() !== '') take(bottleFromWedge(value));
            setValue('');
          }}
          style={{ flex: '1 1 18rem' }}
        />
        <PhoneScanButton onScan={(scan) => take(bottleFromPhone(scan))} />
      </Group>
      {problem && (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      )}
    </>
  );
}
