import {
  type CreateAccountFromRequest,
  createAccountFromRequestSchema,
  type TicketDetail,
  ticketMessages,
} from '@homer/contracts/help-desk-tickets';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { NewUserFields, type NewUserValues } from '../../../shared/ui/new-user-fields.tsx';
import { ErrorSummary } from '../../../shared/ui/public-form/error-summary.tsx';
import { useServerSubmit } from '../../../shared/ui/public-form/use-server-submit.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { createAccountFromRequest } from '../api/ticket-commands.ts';
import { accountPrefill } from '../lib/account-prefill.ts';

type Props = {
  ticket: TicketDetail;
  opened: boolean;
  onClose: () => void;
  onCreated: () => Promise<unknown>;
};
type AccountForm = NewUserValues & Pick<CreateAccountFromRequest, 'ticketId'>;

/**
 * Create Account from an Account Registration ticket: the Create User form filled in from the request. The new
 * user gets the welcome mail to set a password, and the ticket is resolved.
 */
export function CreateAccountModal({ ticket, opened, onClose, onCreated }: Props) {
  const form = useForm<AccountForm>({
    mode: 'controlled',
    initialValues: { ...accountPrefill(ticket), module: '', role: '', ticketId: ticket.id },
    validate: zod4Resolver(createAccountFromRequestSchema),
  });
  const server = useServerSubmit({ fallback: 'The account could not be created.' });

  const submit = form.onSubmit(
    (values) =>
      server.run(async () => {
        const result = await createAccountFromRequest(createAccountFromRequestSchema.parse(values));
        toast.success(result.message ?? ticketMessages.accountCreated, { autoCloseMs: 6000 });
        onClose();
        await onCreated();
      }),
    server.summary.refuse,
  );

  return (
    <Modal opened={opened} onClose={onClose} title="Create Account" size="lg">
      <form ref={server.summary.formRef} onSubmit={submit} noValidate>
        <Stack>
          <ErrorSummary {...server.summaryProps} />
          <NewUserFields form={form} />
          <Text size="sm" c="dimmed">
            The user gets an email with a link to choose a password, and this ticket is resolved.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={server.saving}>
              Create Account
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
