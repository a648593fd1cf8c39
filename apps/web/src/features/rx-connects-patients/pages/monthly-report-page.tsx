import {
  rxPatientMessages as m,
  rxMonth,
  rxMonthlyReportQuerySchema,
} from '@homer/contracts/rx-connects-patients';
import { Alert, Button, Group, Loader, Stack, TextInput, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { refusalMessage } from '../../../shared/lib/refusal-message.ts';
import { RequiredSelect } from '../../../shared/ui/required-select.tsx';
import { RxConnectsTabs } from '../../rx-connects/components/rx-connects-tabs.tsx';
import { rxDonationOptionsQuery } from '../api/rx-donations.ts';
import { rxMonthlyReportQuery } from '../api/rx-monthly-report.ts';
import { MonthlyReportView } from '../components/monthly-report-view.tsx';
import { previousMonth } from '../lib/rx-format.ts';
import classes from './monthly-report-page.module.css';

/** The month field's message: none while it holds a whole month. */
function monthError(month: string): string | undefined {
  if (month === '') return m.monthRequired;
  return rxMonth.safeParse(month).success ? undefined : m.monthFormat;
}

/**
 * rxconnects/reports/monthly-dispensing: the report a repository owes the programme by the 5th, for one of the
 * user's repositories and a month (last month unless chosen), printable as it is. The choice stays in the address.
 */
export default function MonthlyReportPage() {
  const [params, setParams] = useSearchParams();
  const [lastMonth] = useState(() => previousMonth(new Date()));
  const options = useQuery(rxDonationOptionsQuery);
  const repositories = options.data?.repositories ?? [];
  const repositoryId = params.get('repositoryId') ?? String(repositories[0]?.value ?? '');
  const month = params.get('month') ?? lastMonth;
  const asked = rxMonthlyReportQuerySchema.safeParse({ repositoryId, month });
  const report = useQuery({
    ...rxMonthlyReportQuery(asked.data ?? { repositoryId: 0, month }),
    enabled: asked.success,
  });
  const choose = (next: { repositoryId?: string; month?: string }) =>
    setParams({ repositoryId, month, ...next }, { replace: true });
  return (
    <Stack gap="md" className={classes.page}>
      <div className="homer-print-hidden">
        <RxConnectsTabs />
      </div>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={1} size="h2">
          Monthly Dispensing Report
        </Title>
        <Button
          className="homer-print-hidden"
          variant="default"
          leftSection={<IconPrinter size={18} aria-hidden="true" />}
          disabled={!report.data}
          onClick={() => window.print()}
        >
          Print
        </Button>
      </Group>
      {options.isError && <Alert color="red" role="alert" title="The repositories could not be loaded." />}
      {options.data && repositories.length === 0 && (
        <Alert color="yellow" title="No repository">
          You are not linked to any repository. An Rx Connects administrator links pharmacists to
          repositories.
        </Alert>
      )}
      {repositories.length > 0 && (
        <Group gap="sm" align="flex-start" className="homer-print-hidden">
          <RequiredSelect
            label="Repository"
            searchable
            w={320}
            data={repositories.map((r) => ({ value: String(r.value), label: r.text }))}
            value={repositoryId || null}
            onChange={(value) => choose({ repositoryId: value ?? '' })}
          />
          <TextInput
            type="month"
            label="Month"
            placeholder="YYYY-MM"
            withAsterisk
            w={200}
            value={month}
            error={monthError(month)}
            onChange={(event) => choose({ month: event.currentTarget.value })}
          />
        </Group>
      )}
      {(options.isPending || (asked.success && report.isPending)) && (
        <Loader size="sm" aria-label="Loading" />
      )}
      {report.isError && (
        <Alert color="red" role="alert" title="The report could not be loaded.">
          {refusalMessage(report.error) ?? 'Try again in a moment.'}
        </Alert>
      )}
      {report.data && <MonthlyReportView report={report.data} />}
    </Stack>
  );
}
