import { sql } from 'drizzle-orm';
import { auditRef, auditTableLabels } from './audit-labels.ts';
import { releaseNotes } from './release-notes.ts';

const releaseNoteRef = auditRef(
  'release_notes',
  'Release Note',
  releaseNotes,
  releaseNotes.id,
  sql`'Version ' || ${releaseNotes.versionNumber}`,
);

/** How the Global Audit List reads changes of release notes (schema/audit-labels.ts). */
export const auditLabels = [
  auditTableLabels(
    releaseNotes,
    {
      id: 'ID',
      versionNumber: 'Version Number',
      goLiveDate: 'Go Live Date',
      // Spec document 3 "Release note": releaseNotes (HTML).
      releaseNotes: { label: 'Description of Change', html: true },
    },
    releaseNoteRef,
  ),
];
