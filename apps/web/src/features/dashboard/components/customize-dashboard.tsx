import type { DashboardLayoutEntry } from '@homer/contracts/dashboard-widgets';
import { ActionIcon, Button, Group, Modal, Stack, Switch, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { refusalMessage } from '../../../shared/lib/refusal-message.ts';
import { FailureAlert } from '../../../shared/ui/failure-alert.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { dashboardLayoutKey, resetDashboardLayout, saveDashboardLayout } from '../api/dashboard.ts';
import { moveWidget, setHidden } from '../lib/layout-edit.ts';
import { widgetById } from '../widgets/widget-registry.ts';

type Props = { layout: DashboardLayoutEntry[]; opened: boolean; onClose: () => void };

/**
 * "Customize dashboard" (issue 27, decision 091): show or hide each widget and move it up or down with buttons, so
 * the keyboard does all of it; Save stores the layout for this user, "Reset to default" returns to the role's.
 */
export function CustomizeDashboard({ layout, opened, onClose }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title="Customize dashboard" size="md">
      {/* Mounted per opening (the page mounts the dialog only while open), so Cancel forgets unsaved changes. */}
      <LayoutEditor layout={layout} onClose={onClose} />
    </Modal>
  );
}

function LayoutEditor({ layout, onClose }: { layout: DashboardLayoutEntry[]; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(layout);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const run = async (call: () => ReturnType<typeof resetDashboardLayout>) => {
    setBusy(true);
    setFailure(null);
    try {
      const result = await call();
      if (result.model) queryClient.setQueryData(dashboardLayoutKey, result.model);
      if (result.message) toast.success(result.message);
      onClose();
    } catch (error) {
      setFailure(refusalMessage(error) ?? 'The dashboard layout could not be saved.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack>
      <Text size="sm">Choose which widgets the dashboard shows and in what order.</Text>
      <Stack
        component="ol"
        gap="xs"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
        aria-label="Widgets in display order"
      >
        {draft.map((entry, index) => {
          const title = widgetById.get(entry.id)?.title ?? entry.id;
          return (
            <Group
              component="li"
              key={entry.id}
              justify="space-between"
              wrap="nowrap"
              data-widget-id={entry.id}
            >
              <Switch
                label={title}
                aria-label={`Show ${title}`}
                checked={!entry.hidden}
                onChange={(e) => setDraft(setHidden(draft, entry.id, !e.currentTarget.checked))}
              />
              <Group gap={4} wrap="nowrap">
                <ActionIcon
                  variant="default"
                  aria-label={`Move ${title} up`}
                  disabled={index === 0}
                  onClick={() => setDraft(moveWidget(draft, index, -1))}
                >
                  <IconArrowUp size={16} aria-hidden="true" />
                </ActionIcon>
                <ActionIcon
                  variant="default"
                  aria-label={`Move ${title} down`}
                  disabled={index === draft.length - 1}
                  onClick={() => setDraft(moveWidget(draft, index, 1))}
                >
                  <IconArrowDown size={16} aria-hidden="true" />
                </ActionIcon>
              </Group>
            </Group>
          );
        })}
      </Stack>
      <FailureAlert message={failure} />
      <Group justify="space-between">
        <Button variant="subtle" color="red" disabled={busy} onClick={() => void run(resetDashboardLayout)}>
          Reset to default
        </Button>
        <Group gap="xs">
          <Button variant="default" disabled={busy} onClick={onClose}>
            Cancel
          </Button>
          <Button loading={busy} onClick={() => void run(() => saveDashboardLayout({ widgets: draft }))}>
            Save
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
