import type { AuditTableLabels } from '../../db/schema/audit-labels.ts';
import { auditLabels as ba } from '../../db/schema/ba.audit-labels.ts';
import { auditLabels as ciOrders } from '../../db/schema/ci-orders.audit-labels.ts';
import { auditLabels as core } from '../../db/schema/core.audit-labels.ts';
import { auditLabels as helpDeskTickets } from '../../db/schema/help-desk-tickets.audit-labels.ts';
import { auditLabels as heros } from '../../db/schema/heros.audit-labels.ts';
import { auditLabels as icqReviews } from '../../db/schema/icq.audit-labels.ts';
import { auditLabels as inactiveAccounts } from '../../db/schema/inactive-accounts.audit-labels.ts';
import { auditLabels as knowledgeBase } from '../../db/schema/knowledge-base.audit-labels.ts';
import { auditLabels as metabolicFormula } from '../../db/schema/metabolic-formula.audit-labels.ts';
import { auditLabels as mfa } from '../../db/schema/mfa.audit-labels.ts';
import { auditLabels as notificationSettings } from '../../db/schema/notification-settings.audit-labels.ts';
import { auditLabels as pfs } from '../../db/schema/pfs.audit-labels.ts';
import { auditLabels as pharmacy } from '../../db/schema/pharmacy.audit-labels.ts';
import { auditLabels as programLinks } from '../../db/schema/program-links.audit-labels.ts';
import { auditLabels as refills } from '../../db/schema/refills.audit-labels.ts';
import { auditLabels as releaseNotes } from '../../db/schema/release-notes.audit-labels.ts';
import { auditLabels as repack } from '../../db/schema/repack.audit-labels.ts';
import { auditLabels as reporting } from '../../db/schema/reporting.audit-labels.ts';
import { auditLabels as rxConnects } from '../../db/schema/rx-connects.audit-labels.ts';
import { auditLabels as rxConnectsPatients } from '../../db/schema/rx-connects-patients.audit-labels.ts';
import { auditLabels as stock } from '../../db/schema/stock.audit-labels.ts';
import { auditLabels as stockCounts } from '../../db/schema/stock-counts.audit-labels.ts';
import { auditLabels as stockTransfers } from '../../db/schema/stock-transfers.audit-labels.ts';
import { auditLabels as systemSettings } from '../../db/schema/system-settings.audit-labels.ts';
import { auditLabels as workstations } from '../../db/schema/workstations.audit-labels.ts';

/**
 * Every audited table's label map, by table name. A table that gets an audit trigger adds its
 * `<schema>.audit-labels.ts` here; until then its changes read as column names in words.
 */
const byTable: ReadonlyMap<string, AuditTableLabels> = new Map(
  [
    ...core,
    ...ba,
    ...releaseNotes,
    ...mfa,
    ...rxConnects,
    ...systemSettings,
    ...inactiveAccounts,
    ...notificationSettings,
    ...reporting,
    ...programLinks,
    ...knowledgeBase,
    ...helpDeskTickets,
    ...heros,
    ...pharmacy,
    ...pfs,
    ...icqReviews,
    ...workstations,
    ...ciOrders,
    ...refills,
    ...stock,
    ...stockCounts,
    ...stockTransfers,
    ...repack,
    ...metabolicFormula,
    ...rxConnectsPatients,
  ].map((t) => [t.tableName, t]),
);

export function auditTableLabels(tableName: string): AuditTableLabels | undefined {
  return byTable.get(tableName);
}

/** Every table in the map, for the test that each audited table has one. */
export function labelledAuditTables(): readonly string[] {
  return [...byTable.keys()];
}
