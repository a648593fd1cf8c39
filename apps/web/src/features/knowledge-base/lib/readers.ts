import { KbModule, kbModuleInfo, kbPermissionRoleLabel } from '@homer/contracts/knowledge-base';

/**
 * Who may read a document, in a reader's words (issue 27 point 7). The rule is §6's `canSeeKbDocument`: PFS and
 * Other are read by everyone signed in, whatever their minimum permission; elsewhere the document's module at its
 * minimum role or above, and support administrators, except on Support documents, which need Support access.
 */
export function kbReadersText(doc: { module: number; permissionRole: number }): string {
  const info = kbModuleInfo(doc.module);
  if (!info) return 'Who can read this: nobody (its module is unknown).';
  if (info.visibleToAll) return 'Who can read this: everyone signed in.';
  const role = kbPermissionRoleLabel(doc.permissionRole) || 'User';
  const level = role === 'System Admin' ? 'at System Admin level' : `at ${role} level or above`;
  const supportAdmins = info.code === KbModule.Support ? '' : ', and support administrators';
  return `Who can read this: people with ${info.label} access ${level}${supportAdmins}.`;
}
