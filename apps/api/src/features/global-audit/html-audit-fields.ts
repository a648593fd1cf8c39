/**
 * The audited columns that hold the spec's HTML (rich text, sanitized when saved): the list shows their changes as
 * sanitized HTML. Every other audited column is plain text and leaves the server exactly as stored, for the
 * browser to show as text. A new rich-text column that the audit trigger covers is added here.
 */
const htmlColumns: Readonly<Record<string, readonly string[]>> = {
  // Spec document 3 "Release note": releaseNotes (HTML).
  release_notes: ['release_notes'],
};

export function isHtmlAuditField(tableName: string, field: string): boolean {
  return htmlColumns[tableName]?.includes(field) ?? false;
}
