import type { StockCountLine } from '@homer/contracts/stock-counts';
import { unitsOf } from '@homer/contracts/stock-quantity';
import { Button, Group, NumberInput, Text } from '@mantine/core';
import { useState } from 'react';
import { UnitsAndPacks } from '../../../shared/ui/stock/units-and-packs.tsx';
import { enterStockCount } from '../api/stock-counts-api.ts';
import { useCountCommand } from './use-count-command.ts';

/** The id of a line's first input, which a scan of its lot focuses. */
export const entryInputId = (lineId: number) => `count-entry-${lineId}`;

type Props = { countId: number; line: StockCountLine; recount: boolean };

/** A line's count (or recount) as sealed packs plus loose units, saved as units; Enter saves. */
export function LineEntry({ countId, line, recount }: Props) {
  const [packs, setPacks] = useState<number | ''>('');
  const [loose, setLoose] = useState<number | ''>('');
  const save = useCountCommand((quantity: number) => enterStockCount(countId, line.id, quantity));
  const byPacks = line.packSize > 1;
  const total = unitsOf(Number(packs || 0), Number(loose || 0), line.packSize);
  const entered = packs !== '' || loose !== '';
  const what = recount ? 'recounted' : 'counted';
  const lot = `lot ${line.lotNumber}`;
  const unit = { dispensingUnit: line.dispensingUnit, packSize: line.packSize };

  return (
    <form
      aria-label={`${recount ? 'Recount' : 'Count'} ${lot}`}
      onSubmit={(event) => {
        event.preventDefault();
        if (!entered) return;
        save.mutate(total, {
          onSuccess: () => {
            setPacks('');
            setLoose('');
          },
        });
      }}
    >
      <Group gap={6} wrap="nowrap" align="flex-end">
        {byPacks && (
          <NumberInput
            id={entryInputId(line.id)}
            label={`Packs ${what}, ${lot}`}
            w={110}
            min={0}
            allowDecimal={false}
            allowNegative={false}
            value={packs}
            onChange={(v) => setPacks(typeof v === 'number' ? v : '')}
          />
        )}
        <NumberInput
          id={byPacks ? undefined : entryInputId(line.id)}
          label={`${byPacks ? 'Loose units' : 'Units'} ${what}, ${lot}`}
          w={130}
          min={0}
          allowDecimal={false}
          allowNegative={false}
          value={loose}
          onChange={(v) => setLoose(typeof v === 'number' ? v : '')}
        />
        <Button type="submit" size="sm" variant="light" loading={save.isPending} disabled={!entered}>
          Save
        </Button>
      </Group>
      {entered && (
        <Text size="xs" c="dimmed">
          = <UnitsAndPacks units={total} unit={unit} />
        </Text>
      )}
      {save.refusal && (
        <Text size="sm" c="red.8" role="alert">
          {save.refusal}
        </Text>
      )}
    </form>
  );
}
