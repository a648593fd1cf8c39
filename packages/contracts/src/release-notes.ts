import { z } from 'zod';
import { Module, Role } from './access.ts';
import { envelopeSchema } from './envelope.ts';
import { id, text } from './fields.ts';

export const releaseNoteMessages = {
  goLiveDateRequired: 'Go Live Date is required.',
  goLiveDateInvalid: 'Go Live Date must be a valid date.',
  versionNumberRequired: 'Version Number is required.',
  versionNumberTooLong: 'Version Number must be at most 20 characters.',
  releaseNotesTooLong: 'Description of Change must be at most 100000 characters.',
  notFound: 'That release note does not exist.',
  saved: 'Release note saved.',
  deleted: 'Release note deleted.',
} as const;

/** Spec document 3 §3 "Release note", as GET api/ReleaseNotes/GetWebReleaseNotesList returns it. */
export const releaseNoteSchema = z.object({
  id: z.number().int(),
  versionNumber: z.string(),
  /** ISO date (yyyy-MM-dd); a calendar day, no time zone. */
  goLiveDate: z.string(),
  /** The go-live date as shown, MM/dd/yyyy. */
  goLiveDateString: z.string(),
  /** Sanitized HTML. */
  releaseNotes: z.string(),
});
export type ReleaseNote = z.infer<typeof releaseNoteSchema>;

/** Columns the list can sort by; the default is goLiveDate descending (spec §9). */
export const releaseNoteSortFields = ['versionNumber', 'goLiveDate'] as const;

/** A release note to store; `id` updates an existing one. The HTML is sanitized by the server. */
export const saveReleaseNoteSchema = z.object({
  id: id().optional(),
  versionNumber: text({
    max: 20,
    required: releaseNoteMessages.versionNumberRequired,
    tooLong: releaseNoteMessages.versionNumberTooLong,
  }),
  goLiveDate: z.iso.date({
    // Absent, null and blank are all "not given"; anything else that is not a date is malformed.
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === ''
        ? releaseNoteMessages.goLiveDateRequired
        : releaseNoteMessages.goLiveDateInvalid,
  }),
  // A text column: 100,000 is the product's limit, not the column's.
  releaseNotes: text({ max: 100_000, tooLong: releaseNoteMessages.releaseNotesTooLong, trim: false }).default(
    '',
  ),
});
export type SaveReleaseNote = z.input<typeof saveReleaseNoteSchema>;

/** POST api/ReleaseNotes/SaveReleaseNote (SystemAdmins): the saved note as the list shows it. */
export const releaseNoteSaveResponseSchema = envelopeSchema(z.null(), releaseNoteSchema);
/** POST api/ReleaseNotes/DeleteReleaseNote (SystemAdmins). */
export const releaseNoteDeleteSchema = z.object({ id: id() });
export const releaseNoteDeleteResponseSchema = envelopeSchema(z.null(), z.null());

/** Who adds, edits and deletes release notes (decision 042); everyone signed in reads them. */
export const releaseNoteEditorAccess = { module: Module.Admin, minRole: Role.SystemAdmin } as const;
