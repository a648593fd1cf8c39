import { looksLikeGs1, parseGs1 } from '@homer/contracts/gs1';
import type { StockCountLine } from '@homer/contracts/stock-counts';
import { Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { entryInputId } from './line-entry.tsx';

export type ScannedLot = { ndc: string; lotNumber: string; expiryDate: string };

type Props = {
  lines: readonly StockCountLine[];
  /** A scanned lot that is not on the count: offered to be added. */
  onUnknownLot: (lot: ScannedLot) => void;
};

/**
 * A keyboard-wedge scanner types a GS1 DataMatrix here and ends with Enter: the lot's line is found by NDC and lot
 * number and its entry focused, so the next keys typed are the count.
 */
export function ScanBox({ lines, onUnknownLot }: Props) {
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const scanned = (text: string) => {
    setValue('');
    const parsed = looksLikeGs1(text) ? parseGs1(text) : null;
    if (!parsed?.ok) {
      setProblem(`That is not a GS1 DataMatrix of a product${parsed ? `: ${parsed.error}` : '.'}`);
      return;
    }
    const { ndc, lot, expiry } = parsed.fields;
    if (!ndc || !lot) {
      setProblem('The scan has no NDC or no lot number; enter the count by hand.');
      return;
    }
    setProblem(null);
    const line = lines.find((l) => l.ndc.replaceAll('-', '') === ndc && l.lotNumber === lot);
    if (!line) {
      onUnknownLot({ ndc, lotNumber: lot, expiryDate: expiry ?? '' });
      return;
    }
    const input = document.getElementById(entryInputId(line.id));
    if (input) {
      input.focus();
      input.scrollIntoView({ block: 'center' });
    } else setProblem(`Lot ${lot} is on the count but takes no entry now.`);
  };

  return (
    <div>
      <TextInput
        label="Scan a lot"
        description="Scan the DataMatrix on the package to jump to its line."
        value={value}
        onChange={(event) => setValue(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            if (value.trim()) scanned(value.trim());
          }
        }}
        w={420}
      />
      {problem && (
        <Text size="sm" c="red.8" role="alert" mt={4}>
          {problem}
        </Text>
      )}
    </div>
  );
}
