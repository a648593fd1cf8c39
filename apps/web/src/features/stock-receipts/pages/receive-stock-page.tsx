import { routeById } from '@homer/contracts/routes';
import { type StockReceiptResult, stockReceiptFormSchema } from '@homer/contracts/stock-receipts';
import { Alert, Anchor, Button, Divider, Group, Stack, Title } from '@mantine/core';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { refusalMessage } from '../../../shared/lib/refusal-message.ts';
import { receiveDelivery } from '../api/stock-receipts-api.ts';
import { LineEntry } from '../components/line-entry.tsx';
import { ReceiptHeader, type ReceiptHeaderValues } from '../components/receipt-header.tsx';
import type { ReceiptLineEntry } from '../components/receipt-line.ts';
import { ReceiptLinesTable } from '../components/receipt-lines-table.tsx';
import { ReceiptSuccess } from '../components/receipt-success.tsx';

const today = () => new Date().toLocaleDateString('en-CA');
const fresh = (): ReceiptHeaderValues => ({
  siteId: null,
  supplierName: '',
  purchaseOrderId: null,
  reference: '',
  receivedDate: today(),
});
const formularyPath = `/${routeById('ndcFormularyList').path}`;
type Refusal = { message: string; unknownNdc: boolean };

/** inventories/stock/receive: a delivery's lines, scanned or typed, posted on one receipt document. */
export default function ReceiveStockPage() {
  const [header, setHeader] = useState(fresh);
  const [lines, setLines] = useState<ReceiptLineEntry[]>([]);
  const [errors, setErrors] = useState<Partial<Record<keyof ReceiptHeaderValues, string>>>({});
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [posted, setPosted] = useState<{ message: string; result: StockReceiptResult } | null>(null);
  const [posting, setPosting] = useState(false);
  const nextKey = useRef(1);
  const summaryRef = useRef<HTMLDivElement>(null);

  const refuse = (next: Refusal) => {
    setRefusal(next);
    requestAnimationFrame(() => summaryRef.current?.focus());
  };

  const post = async () => {
    const form = {
      inventorySiteId: Number(header.siteId) || 0,
      supplierName: header.supplierName,
      purchaseOrderId: Number(header.purchaseOrderId) || 0,
      reference: header.reference,
      receivedDate: header.receivedDate,
      lines: lines.map(({ key: _k, product: _p, recallNumbers: _r, ...line }) => line),
    };
    const parsed = stockReceiptFormSchema.safeParse(form);
    if (!parsed.success) {
      const byField: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const field = {
          inventorySiteId: 'siteId',
          supplierName: 'supplierName',
          receivedDate: 'receivedDate',
        }[String(issue.path[0])] as keyof ReceiptHeaderValues | undefined;
        if (field) byField[field] ??= issue.message;
      }
      setErrors(byField);
      return refuse({ message: parsed.error.issues[0]?.message ?? 'Check the receipt.', unknownNdc: false });
    }
    setErrors({});
    setPosting(true);
    try {
      const answer = await receiveDelivery(parsed.data);
      if (answer.isSuccessful && answer.value) {
        setRefusal(null);
        setPosted({ message: answer.message ?? 'Received.', result: answer.value });
      } else
        refuse({
          message: answer.message ?? 'The receipt was refused.',
          unknownNdc: !!answer.model?.unknownNdc,
        });
    } catch (error) {
      refuse({ message: refusalMessage(error) ?? 'The receipt could not be posted.', unknownNdc: false });
    } finally {
      setPosting(false);
    }
  };

  return (
    <Stack p="md" maw={1200}>
      <Title order={1} size="h2">
        Receive Stock
      </Title>
      {posted ? (
        <ReceiptSuccess
          message={posted.message}
          result={posted.result}
          onAnother={() => {
            setPosted(null);
            setLines([]);
            setHeader((h) => ({ ...fresh(), siteId: h.siteId }));
          }}
        />
      ) : (
        <>
          {refusal && (
            <Alert ref={summaryRef} tabIndex={-1} color="red" role="alert" title="The receipt was not posted">
              {refusal.message}
              {refusal.unknownNdc && (
                <>
                  {' '}
                  <Anchor component={Link} to={formularyPath} c="inherit" underline="always" fw={600}>
                    Open the NDC Formulary
                  </Anchor>
                </>
              )}
            </Alert>
          )}
          <ReceiptHeader values={header} onChange={setHeader} errors={errors} />
          <Divider label="Lines" labelPosition="left" />
          <LineEntry
            siteId={Number(header.siteId) || null}
            onAdd={(line) => setLines((all) => [...all, { ...line, key: nextKey.current++ }])}
          />
          <ReceiptLinesTable
            lines={lines}
            onRemove={(key) => setLines((all) => all.filter((l) => l.key !== key))}
          />
          <Group>
            <Button onClick={post} loading={posting} disabled={lines.length === 0}>
              Post Receipt
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
