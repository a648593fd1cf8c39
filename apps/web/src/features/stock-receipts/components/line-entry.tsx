import { routeById } from '@homer/contracts/routes';
import { unitsOf } from '@homer/contracts/stock-quantity';
import {
  stockReceiptMessages as m,
  maxReceiptQuantity,
  type StockProduct,
  stockReceiptLineSchema,
} from '@homer/contracts/stock-receipts';
import { Alert, Anchor, Button, Group, NumberInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { refusalMessage } from '../../../shared/lib/refusal-message.ts';
import { PhoneScanButton } from '../../../shared/ui/phone-scan/phone-scan-button.tsx';
import { UnitsAndPacks } from '../../../shared/ui/stock/units-and-packs.tsx';
import { checkReceiptLine } from '../api/stock-receipts-api.ts';
import type { ReceiptLineEntry } from './receipt-line.ts';
import { fieldsFromPhone, fieldsFromWedge, type ScannedFields } from './scanned-fields.ts';

type Props = { siteId: number | null; onAdd: (line: Omit<ReceiptLineEntry, 'key'>) => void };

const empty = { ndc: '', lotNumber: '', expiryDate: '', unitCost: '', bin: '' };
const formularyPath = `/${routeById('ndcFormularyList').path}`;

/** One line: scanned (keyboard wedge or phone) or typed; checked against the formulary and recalls when added. */
export function LineEntry({ siteId, onAdd }: Props) {
  const [fields, setFields] = useState(empty);
  const [packs, setPacks] = useState<number | string>(0);
  const [loose, setLoose] = useState<number | string>('');
  const [scan, setScan] = useState('');
  const [product, setProduct] = useState<StockProduct | null>(null);
  const [problem, setProblem] = useState<{ message: string; unknownNdc?: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const quantityRef = useRef<HTMLInputElement>(null);
  const set = (name: keyof typeof empty, value: string) => setFields((f) => ({ ...f, [name]: value }));

  const scanned = (result: ScannedFields | { error: string }) => {
    if ('error' in result) return setProblem({ message: result.error });
    setProblem(null);
    setProduct(null);
    setFields((f) => ({ ...f, ...result }));
    quantityRef.current?.focus();
  };
  const packSize = product?.packSize ?? 1;
  const units = unitsOf(Number(packs) || 0, Number(loose) || 0, packSize);

  const add = async () => {
    if (!siteId) return setProblem({ message: m.siteRequired });
    setBusy(true);
    setProblem(null);
    try {
      const checked = await checkReceiptLine({
        inventorySiteId: siteId,
        ndc: fields.ndc,
        lotNumber: fields.lotNumber,
      });
      const found = checked.value?.product ?? null;
      if (!found) return setProblem({ message: m.unknownNdc(fields.ndc), unknownNdc: true });
      setProduct(found);
      const quantity = unitsOf(Number(packs) || 0, Number(loose) || 0, found.packSize);
      const line = stockReceiptLineSchema.safeParse({ ...fields, quantity });
      if (!line.success) return setProblem({ message: line.error.issues[0]?.message ?? m.quantity });
      const known = checked.value?.existingLot;
      if (known && known.expiryDate !== (line.data.expiryDate || null))
        return setProblem({
          message: `Lot ${line.data.lotNumber} is already stocked here with expiry ${known.expiryDate ?? 'none'}; check the lot and its expiry.`,
        });
      onAdd({ ...line.data, product: found, recallNumbers: checked.value?.recallNumbers ?? [] });
      setFields(empty);
      setPacks(0);
      setLoose('');
      setProduct(null);
    } catch (error) {
      setProblem({ message: refusalMessage(error) ?? 'The line could not be checked.' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="sm">
      <Group align="flex-end" wrap="wrap">
        <TextInput
          label="Scan GS1 DataMatrix"
          description="Scan with a barcode scanner into this field, or type the code and press Enter"
          value={scan}
          onChange={(e) => setScan(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return;
            e.preventDefault();
            scanned(fieldsFromWedge(scan));
            setScan('');
          }}
          style={{ flex: '1 1 20rem' }}
        />
        <PhoneScanButton onScan={(s) => scanned(fieldsFromPhone(s))} />
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
        <TextInput
          label="NDC"
          withAsterisk
          maxLength={13}
          value={fields.ndc}
          onChange={(e) => set('ndc', e.currentTarget.value)}
        />
        <TextInput
          label="Lot Number"
          withAsterisk
          maxLength={20}
          value={fields.lotNumber}
          onChange={(e) => set('lotNumber', e.currentTarget.value)}
        />
        <TextInput
          label="Expiry Date"
          type="date"
          value={fields.expiryDate}
          onChange={(e) => set('expiryDate', e.currentTarget.value)}
        />
        <TextInput
          label="Bin"
          maxLength={30}
          value={fields.bin}
          onChange={(e) => set('bin', e.currentTarget.value)}
        />
        <NumberInput
          ref={quantityRef}
          label={`Packs${product ? ` of ${product.packSize}` : ''}`}
          description="Sealed packs (the pack size comes from the formulary)"
          min={0}
          max={maxReceiptQuantity}
          allowDecimal={false}
          value={packs}
          onChange={setPacks}
        />
        <NumberInput
          label="Units"
          description="Loose units, or all units when not counted in packs"
          min={0}
          max={maxReceiptQuantity}
          allowDecimal={false}
          value={loose}
          onChange={setLoose}
        />
        <TextInput
          label="Unit Cost"
          description="Per unit, e.g. 1.25"
          maxLength={20}
          value={fields.unitCost}
          onChange={(e) => set('unitCost', e.currentTarget.value)}
        />
      </SimpleGrid>
      {product && units > 0 && (
        <Text size="sm">
          {product.productName}: <UnitsAndPacks units={units} unit={product} />
        </Text>
      )}
      {problem && (
        <Alert color="red" role="alert">
          {problem.message}
          {problem.unknownNdc && (
            <>
              {' '}
              <Anchor component={Link} to={formularyPath} c="inherit" underline="always" fw={600}>
                Open the NDC Formulary
              </Anchor>
            </>
          )}
        </Alert>
      )}
      <Group>
        <Button variant="default" onClick={add} loading={busy}>
          Add Line
        </Button>
      </Group>
    </Stack>
  );
}
