import type { ReleaseNote } from '@homer/contracts/release-notes';
import { releaseNoteMessages as m } from '@homer/contracts/release-notes';
import { Button, Center, Group, Loader } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { toast } from '../../../shared/ui/toast.ts';
import { deleteReleaseNote } from '../api/delete-release-note.ts';
import { releaseNotesQueryKey } from '../api/get-web-release-notes-list.ts';

// Only System Admins edit: the form (the form library, its resolver) loads when the dialog first opens.
const ReleaseNoteForm = lazy(() =>
  import('./release-note-form.tsx').then((m) => ({ default: m.ReleaseNoteForm })),
);

/** Opens the add (note null) or edit dialog. */
export function openReleaseNoteEditor(note: ReleaseNote | null) {
  const modalId = modals.open({
    title: note ? `Edit Release Note ${note.versionNumber}` : 'Add Release Note',
    size: 'xl',
    children: (
      <Suspense
        fallback={
          <Center mih={200}>
            <Loader aria-label="Loading" />
          </Center>
        }
      >
        <ReleaseNoteForm note={note} onDone={() => modals.close(modalId)} />
      </Suspense>
    ),
  });
}

function confirmDelete(note: ReleaseNote, queryClient: QueryClient) {
  modals.openConfirmModal({
    title: 'Delete Release Note',
    children: `Are you sure you want to delete the release note for version ${note.versionNumber}?`,
    labels: { confirm: 'Delete', cancel: 'Cancel' },
    confirmProps: { color: 'red.9' },
    onConfirm: async () => {
      try {
        const result = await deleteReleaseNote(note.id);
        toast.success(result.message ?? m.deleted);
        await queryClient.invalidateQueries({ queryKey: releaseNotesQueryKey });
      } catch {
        // The api client has shown the HTTP failure.
      }
    },
  });
}

/** The row's Edit and Delete buttons, for SystemAdmins. */
export function ReleaseNoteRowActions({
  note,
  queryClient,
}: {
  note: ReleaseNote;
  queryClient: QueryClient;
}) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        size="compact-sm"
        variant="default"
        onClick={() => openReleaseNoteEditor(note)}
        aria-label={`Edit ${note.versionNumber}`}
      >
        Edit
      </Button>
      <Button
        size="compact-sm"
        // Neutral like Edit: outlined red text fails contrast on the dark scheme; the confirmation is red.
        variant="default"
        onClick={() => confirmDelete(note, queryClient)}
        aria-label={`Delete ${note.versionNumber}`}
      >
        Delete
      </Button>
    </Group>
  );
}
