import {
  frequencyLabels,
  subscriptionMessages as m,
  periodReports,
  type SubscribableReport,
  type SubscriptionFrequency,
  subscriptionFrequencies,
} from '@homer/contracts/report-subscriptions';
import { Select, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { queryClient } from '../../../shared/lib/query-client.ts';
import { CommandModal } from '../../../shared/ui/command-modal.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { subscribeToReport } from '../api/report-subscriptions-api.ts';
import { subscriptionOf } from '../lib/subscription-filters.ts';

type Props = {
  report: SubscribableReport;
  title: string;
  /** The filters on screen, as the report's list holds them. */
  filters: Readonly<Record<string, unknown>>;
  onClose: () => void;
};

const options = subscriptionFrequencies.map((value) => ({ value, label: frequencyLabels[value] }));

/** Subscribes to the report with the filters on screen; the notifications tab lists and ends subscriptions. */
export default function SubscribeModal({ report, title, filters, onClose }: Props) {
  const form = useForm<{ frequency: string }>({
    mode: 'controlled',
    initialValues: { frequency: 'weekly' },
    validate: { frequency: (value) => (value ? null : m.frequencyRequired) },
  });
  return (
    <CommandModal
      title={`Subscribe to ${title}`}
      form={form}
      submitLabel="Subscribe"
      closeLabel="Cancel"
      size="md"
      send={async ({ frequency }) => {
        const answer = await subscribeToReport(
          subscriptionOf(report, frequency as SubscriptionFrequency, filters),
        );
        toast.success(answer.message ?? m.saved);
        // The notifications tab lists subscriptions under this key.
        await queryClient.invalidateQueries({ queryKey: ['report-subscriptions'] });
        return null;
      }}
      onClose={onClose}
    >
      <Text size="sm">
        The report is delivered with the filters on screen, in the app and by email: its headline figures and
        a link to it.
        {periodReports.includes(report) && ' Each delivery covers the period just ended.'}
      </Text>
      <Select
        label="Delivery"
        withAsterisk
        data={options}
        allowDeselect={false}
        {...form.getInputProps('frequency')}
      />
    </CommandModal>
  );
}
