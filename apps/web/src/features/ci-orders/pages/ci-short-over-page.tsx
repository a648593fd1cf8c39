import { ciOrderMessages, ciShortOverTexts } from '@homer/contracts/ci-orders';
import { Alert, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { refusalMessage } from '../../../shared/lib/refusal-message.ts';
import { PageLoader } from '../../../shared/ui/page-loader.tsx';
import { getShortOverPrintable } from '../api/ci-orders.ts';
import { ReportLogos } from '../components/report-logos.tsx';
import { ShortOverTable } from '../components/short-over-table.tsx';

const missingCode = ciOrderMessages.codeInvalid;

/**
 * ci-short-over?code=… (spec §2.6): the printable shortage/overage report of one CI order, opened in a new window
 * from the order page. The route is bare (no header or footer). Once the lines are in it prints after 300 ms and
 * closes the window.
 */
export default function CiShortOverPage() {
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const report = useQuery({
    queryKey: ['ci-orders', 'short-over', code],
    queryFn: ({ signal }) => getShortOverPrintable(code, signal),
    enabled: code !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const loaded = report.isSuccess;
  useEffect(() => {
    if (!loaded) return;
    const timer = window.setTimeout(() => {
      window.print();
      window.close();
    }, ciShortOverTexts.printDelayMs);
    return () => window.clearTimeout(timer);
  }, [loaded]);

  if (code !== '' && report.isPending) return <PageLoader />;
  const refusal =
    code === '' ? missingCode : report.isError ? (refusalMessage(report.error) ?? missingCode) : null;
  return (
    <Stack gap="md" p="md" className="ci-short-over">
      <style>{'@page { size: landscape; margin: 10mm; }'}</style>
      <Group justify="space-between" align="center" wrap="wrap">
        <Title order={1} size="h3">
          {ciShortOverTexts.title}
        </Title>
        <ReportLogos />
      </Group>
      {refusal !== null ? (
        <Alert color="red" role="alert">
          {refusal}
        </Alert>
      ) : (
        <>
          <Text fw={600}>Order Number: {report.data?.model?.ciOrderNumber}</Text>
          <ShortOverTable lines={report.data?.value ?? []} />
        </>
      )}
    </Stack>
  );
}
