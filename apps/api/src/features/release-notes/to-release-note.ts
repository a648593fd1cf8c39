import type { ReleaseNote } from '@homer/contracts/release-notes';
import type { releaseNotes } from '../../db/schema/release-notes.ts';

/** The stored row as the list returns it; the date is a calendar day, so no time zone is involved. */
export function toReleaseNote(row: typeof releaseNotes.$inferSelect): ReleaseNote {
  const [year, month, day] = row.goLiveDate.split('-');
  return {
    id: row.id,
    versionNumber: row.versionNumber,
    goLiveDate: row.goLiveDate,
    goLiveDateString: `${month}/${day}/${year}`,
    releaseNotes: row.releaseNotes,
  };
}
