import {
  type QueueStatus,
  type TicketDetail,
  ticketMessages,
  ticketUpdateSchema,
} from '@homer/contracts/help-desk-tickets';
import { Alert, Button, Group, Paper, Select, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { refusalMessage } from '../../../shared/lib/refusal-message.ts';
import { RequiredSelect } from '../../../shared/ui/required-select.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { updateTicket } from '../api/ticket-commands.ts';
import { ticketAssigneesQuery, ticketOptionsQuery } from '../api/ticket-queries.ts';
import { statusChoices } from '../lib/status-choices.ts';

type Props = {
  ticket: TicketDetail;
  /** Reloads the ticket (after a save, or to see someone else's change). */
  onChanged: () => Promise<unknown>;
};

const unassigned = '0';
const options = (list: { value: number; text: string }[] | undefined) =>
  (list ?? []).map((o) => ({ value: String(o.value), label: o.text }));

/**
 * Category, priority, status and assignee with one Save. The page re-mounts this form for every new
 * concurrency stamp, so what it shows is always the ticket as last loaded.
 */
export function TicketPropertiesForm({ ticket, onChanged }: Props) {
  const { permissions } = ticket;
  const lists = useQuery(ticketOptionsQuery);
  const assignees = useQuery({ ...ticketAssigneesQuery, enabled: permissions.canAssign });
  const [categoryId, setCategoryId] = useState(String(ticket.categoryId));
  const [priorityId, setPriorityId] = useState(String(ticket.priorityId));
  const [status, setStatus] = useState<QueueStatus>(ticket.status === 'Draft' ? 'New' : ticket.status);
  const [assignee, setAssignee] = useState(
    ticket.assigneeUserId ? String(ticket.assigneeUserId) : unassigned,
  );
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  // The ticket's own values stay choosable even when a list no longer offers them (an inactive category).
  const categoryData = options(lists.data?.categories);
  if (!categoryData.some((c) => c.value === String(ticket.categoryId))) {
    categoryData.unshift({ value: String(ticket.categoryId), label: ticket.categoryName });
  }
  const assigneeData = [{ value: unassigned, label: 'Unassigned' }, ...options(assignees.data)];
  if (ticket.assigneeUserId && !assigneeData.some((a) => a.value === String(ticket.assigneeUserId))) {
    assigneeData.push({ value: String(ticket.assigneeUserId), label: ticket.assigneeName ?? '' });
  }

  const save = async (nextStatus: QueueStatus = status) => {
    setFailure(null);
    const parsed = ticketUpdateSchema.safeParse({
      ticketId: ticket.id,
      categoryId: Number(categoryId),
      priorityId: Number(priorityId),
      status: nextStatus,
      assigneeUserId: assignee === unassigned ? null : Number(assignee),
      concurrencyStamp: ticket.concurrencyStamp,
    });
    if (!parsed.success) {
      setFailure(parsed.error.issues[0]?.message ?? ticketMessages.statusRequired);
      return;
    }
    setSaving(true);
    try {
      const result = await updateTicket(parsed.data);
      toast.success(result.message ?? ticketMessages.saved);
      await onChanged();
    } catch (error) {
      setFailure(refusalMessage(error) ?? 'The ticket could not be saved.');
    } finally {
      setSaving(false);
    }
  };

  const isConflict = failure === ticketMessages.conflict;
  const canReopen = ticket.status === 'Closed' && permissions.canReopen;
  return (
    <Paper withBorder p="md" radius="md">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
        noValidate
      >
        <Stack gap="sm">
          <Title order={2} size="h4">
            Ticket details
          </Title>
          {failure && (
            <Alert color="red" role="alert">
              {failure}
              {isConflict && (
                <Group mt="xs">
                  <Button size="xs" variant="default" onClick={() => void onChanged()}>
                    Reload ticket
                  </Button>
                </Group>
              )}
            </Alert>
          )}
          <RequiredSelect
            label="Category"
            data={categoryData}
            value={categoryId}
            onChange={(v) => v && setCategoryId(v)}
            disabled={!permissions.canEdit}
          />
          <RequiredSelect
            label="Priority"
            data={options(lists.data?.priorities)}
            value={priorityId}
            onChange={(v) => v && setPriorityId(v)}
            disabled={!permissions.canEdit}
          />
          <RequiredSelect
            label="Status"
            data={statusChoices(ticket.status, permissions)}
            value={status}
            onChange={(v) => v && setStatus(v as QueueStatus)}
            disabled={!permissions.canEdit}
          />
          <Select
            label="Assignee"
            searchable
            allowDeselect={false}
            data={assigneeData}
            value={assignee}
            onChange={(v) => setAssignee(v ?? unassigned)}
            disabled={!permissions.canAssign}
            nothingFoundMessage="No Support Desk user found"
          />
          <Group justify="flex-end">
            {canReopen && (
              <Button variant="default" loading={saving} onClick={() => void save('Open')}>
                Reopen
              </Button>
            )}
            {(permissions.canEdit || permissions.canAssign) && (
              <Button type="submit" loading={saving}>
                Save
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
