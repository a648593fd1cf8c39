import {
  systemNotificationMessages as m,
  type SystemNotification,
  type SystemNotificationClass,
  systemNotificationClasses,
  systemNotificationClassLabels,
  systemNotificationFormSchema,
} from '@homer/contracts/system-notifications';
import { Group, Select, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { fromLocalInput, toLocalInput } from '../../../shared/lib/local-date-time.ts';
import { ErrorSummary } from '../../../shared/ui/public-form/error-summary.tsx';
import { useServerSubmit } from '../../../shared/ui/public-form/use-server-submit.ts';
import { SaveCancelActions } from '../../../shared/ui/save-cancel-actions.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import {
  activeSystemNotificationsKey,
  saveSystemNotification,
  systemNotificationKey,
  systemNotificationListKey,
} from '../api/system-notifications.ts';
import { SystemNotificationBanner } from './system-notification-banner.tsx';

type Values = {
  id: number;
  title: string;
  message: string;
  notificationClassCss: SystemNotificationClass | '';
  /** datetime-local values, in this browser's zone. */
  startDate: string;
  endDate: string;
};

const toForm = (v: Values) => ({
  ...v,
  startDate: fromLocalInput(v.startDate),
  endDate: fromLocalInput(v.endDate),
});
const resolve = zod4Resolver(systemNotificationFormSchema);
const classOptions = systemNotificationClasses.map((value) => ({
  value,
  label: systemNotificationClassLabels[value],
}));

type Props = { notification: SystemNotification | null; onDone: () => void };

/** Create or edit a Dashboard banner, with a live preview of it as users will see it. */
export function SystemNotificationFormView({ notification, onDone }: Props) {
  const queryClient = useQueryClient();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      id: notification?.id ?? 0,
      title: notification?.title ?? '',
      message: notification?.message ?? '',
      notificationClassCss: notification?.notificationClassCss ?? 'alert-info',
      startDate: toLocalInput(notification?.startDate),
      endDate: toLocalInput(notification?.endDate),
    },
    validate: (values) => resolve(toForm(values)),
  });

  const server = useServerSubmit({
    fallback: 'The system notification could not be saved.',
    form,
    fieldOf: (message) => (message === m.messageEmpty ? 'message' : null),
  });

  const submit = form.onSubmit(
    (values) =>
      server.run(async () => {
        const result = await saveSystemNotification(systemNotificationFormSchema.parse(toForm(values)));
        if (!result.isSuccessful || !result.model) {
          server.refuse(result.message);
          return;
        }
        toast.success(result.message ?? m.saved);
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: systemNotificationListKey }),
          queryClient.invalidateQueries({ queryKey: activeSystemNotificationsKey }),
          queryClient.invalidateQueries({ queryKey: systemNotificationKey(result.model.id) }),
        ]);
        onDone();
      }),
    server.summary.refuse,
  );

  const { title, message, notificationClassCss } = form.getValues();
  return (
    <form ref={server.summary.formRef} onSubmit={submit} noValidate>
      <Stack gap="md" maw={720}>
        <ErrorSummary {...server.summaryProps} />
        <TextInput label="Title" withAsterisk maxLength={200} {...form.getInputProps('title')} />
        <Select
          label="Style"
          withAsterisk
          allowDeselect={false}
          data={classOptions}
          {...form.getInputProps('notificationClassCss')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            type="datetime-local"
            label="Start Date"
            withAsterisk
            {...form.getInputProps('startDate')}
          />
          <TextInput type="datetime-local" label="End Date" withAsterisk {...form.getInputProps('endDate')} />
        </SimpleGrid>
        <Textarea
          label="Message"
          description="HTML. Formatting and links are kept; scripts, styles and event handlers are removed when saved."
          withAsterisk
          autosize
          minRows={5}
          maxLength={10_000}
          {...form.getInputProps('message')}
        />
        <Stack gap={4}>
          <Title order={2} size="h4">
            Preview
          </Title>
          {message.trim() || title.trim() ? (
            <SystemNotificationBanner
              title={title}
              message={message}
              notificationClassCss={notificationClassCss || 'alert-info'}
            />
          ) : (
            <Text size="sm" c="dimmed">
              The banner appears here as you type.
            </Text>
          )}
        </Stack>
        <Group justify="flex-end">
          <SaveCancelActions onCancel={onDone} saving={server.saving} />
        </Group>
      </Stack>
    </form>
  );
}
