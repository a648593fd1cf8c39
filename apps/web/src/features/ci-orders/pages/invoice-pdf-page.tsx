import { ciOrderMessages as m } from '@homer/contracts/ci-orders';
import { Alert, Anchor, Group, Stack, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { refusalMessage } from '../../../shared/lib/refusal-message.ts';
import { PageLoader } from '../../../shared/ui/page-loader.tsx';
import { getInvoicePdf } from '../api/ci-orders.ts';
import { invoiceFileName } from '../lib/order-paths.ts';

/** The PDF's bytes as an address the frame and the download link can use, let go when the page goes. */
function useBlobUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return;
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => {
      URL.revokeObjectURL(next);
      setUrl(null);
    };
  }, [blob]);
  return url;
}

/**
 * public/invoice/pdf/{code} (issue 30): a shipped CI order's county invoice, opened in a new window from the
 * order page by a signed, expiring code. Bare and public: the code alone opens this one invoice.
 */
export default function InvoicePdfPage() {
  const { code = '' } = useParams();
  const [search] = useSearchParams();
  const pdf = useQuery({
    queryKey: ['ci-orders', 'invoice', code],
    queryFn: ({ signal }) => getInvoicePdf(code, signal),
    enabled: code !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
  const url = useBlobUrl(pdf.data);

  if (code !== '' && pdf.isPending) return <PageLoader />;
  const refusal =
    code === ''
      ? m.invoiceCodeInvalid
      : pdf.isError
        ? (refusalMessage(pdf.error) ?? m.invoiceCodeInvalid)
        : null;
  if (refusal !== null)
    return (
      <Stack gap="md" p="md" maw={720}>
        <Title order={1} size="h2">
          Invoice
        </Title>
        <Alert color="red" role="alert" title="This invoice cannot be shown">
          {refusal}
        </Alert>
      </Stack>
    );
  return (
    <Stack gap="xs" p="xs" h="100dvh">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h3">
          Invoice
        </Title>
        {url && (
          <Anchor href={url} download={invoiceFileName(search.get('order'), code)} fw={600}>
            <Group gap={6} component="span">
              <IconDownload size={18} aria-hidden="true" />
              Download invoice
            </Group>
          </Anchor>
        )}
      </Group>
      {url && (
        <iframe
          title="County invoice"
          src={url}
          style={{
            flex: 1,
            width: '100%',
            minHeight: 0,
            border: '1px solid var(--mantine-color-default-border)',
          }}
        />
      )}
    </Stack>
  );
}
