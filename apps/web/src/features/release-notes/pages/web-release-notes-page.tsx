import type { ReleaseNote } from '@homer/contracts/release-notes';
import { ListPage } from '../../../shared/ui/list-page/list-page.tsx';
import { getWebReleaseNotesList, releaseNotesQueryKey } from '../api/get-web-release-notes-list.ts';
import { releaseNoteColumns } from '../components/release-note-columns.tsx';

const getRowId = (note: ReleaseNote) => note.id;

export default function WebReleaseNotesPage() {
  return (
    <ListPage<ReleaseNote>
      title="Web Release Notes"
      queryKey={releaseNotesQueryKey}
      fetchPage={getWebReleaseNotesList}
      columns={releaseNoteColumns}
      getRowId={getRowId}
      defaultSort={{ field: 'goLiveDate', order: 'desc' }}
      searchable={false}
    />
  );
}
