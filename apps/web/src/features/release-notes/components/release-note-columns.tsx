import { type ReleaseNote, releaseNoteSortFields } from '@homer/contracts/release-notes';
import type { ListColumn } from '../../../shared/ui/list-page/list-column.ts';
import { ReleaseNoteHtml } from './release-note-html.tsx';

const sortable = (field: string) => (releaseNoteSortFields as readonly string[]).includes(field);

/** Spec 3 §2 "Web Release Notes": Version Number, Go Live Date and Description of Change. */
export const releaseNoteColumns: readonly ListColumn<ReleaseNote>[] = [
  { key: 'versionNumber', title: 'Version Number', sortable: sortable('versionNumber'), width: 140 },
  {
    // Shown as MM/dd/yyyy; sorted by the date itself, which the text would order wrongly across years.
    key: 'goLiveDateString',
    title: 'Go Live Date',
    sortable: sortable('goLiveDate'),
    sortField: 'goLiveDate',
    width: 140,
  },
  {
    key: 'releaseNotes',
    title: 'Description of Change',
    render: (note) => <ReleaseNoteHtml html={note.releaseNotes} />,
  },
];
