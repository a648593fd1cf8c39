import { type ReleaseNote, releaseNoteEditorAccess } from '@homer/contracts/release-notes';
import { Button } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useCan } from '../../../shared/lib/use-can.ts';
import type { ListColumn } from '../../../shared/ui/list-page/list-column.ts';
import { ListPage } from '../../../shared/ui/list-page/list-page.tsx';
import { getWebReleaseNotesList, releaseNotesQueryKey } from '../api/get-web-release-notes-list.ts';
import { releaseNoteColumns } from '../components/release-note-columns.tsx';
import { openReleaseNoteEditor, ReleaseNoteRowActions } from '../components/release-note-editing.tsx';

const getRowId = (note: ReleaseNote) => note.id;

/** Everyone signed in reads the notes; SystemAdmins also add, edit and delete them (decision 042). */
export default function WebReleaseNotesPage() {
  const canEdit = useCan(releaseNoteEditorAccess);
  const queryClient = useQueryClient();
  const columns = useMemo<readonly ListColumn<ReleaseNote>[]>(
    () =>
      canEdit
        ? [
            ...releaseNoteColumns,
            {
              key: 'actions',
              title: 'Actions',
              width: 150,
              render: (note) => <ReleaseNoteRowActions note={note} queryClient={queryClient} />,
            },
          ]
        : releaseNoteColumns,
    [canEdit, queryClient],
  );
  return (
    <ListPage<ReleaseNote>
      title="Web Release Notes"
      queryKey={releaseNotesQueryKey}
      fetchPage={getWebReleaseNotesList}
      columns={columns}
      getRowId={getRowId}
      defaultSort={{ field: 'goLiveDate', order: 'desc' }}
      searchable={false}
      toolbar={canEdit ? <Button onClick={() => openReleaseNoteEditor(null)}>Add Release Note</Button> : null}
    />
  );
}
