import type { Db } from '../../db/pool.ts';
import { releaseNotes } from '../../db/schema/release-notes.ts';
import { systemActor } from '../../db/tx.ts';
import { saveReleaseNote } from './save-release-note.ts';

/**
 * HOMER's own release history, taken from the repository's commits (oldest first). These are real notes,
 * not demo data: the page should tell staff what this product actually does.
 */
const releaseHistory = [
  {
    versionNumber: '0.1.0',
    goLiveDate: '2026-11-22',
    releaseNotes: `<p>Project skeleton.</p>
<ul>
<li>One TypeScript repository for the web app, the API and the shared contracts.</li>
<li>The access model: modules and roles (User, Technician, Pharmacist, Manager, SystemAdmin, UserAdmin, RxConnectsAdmin) and the rule that decides who may open what.</li>
<li>The route table every page and API call is checked against, and the common response envelope.</li>
</ul>`,
  },
  {
    versionNumber: '0.2.0',
    goLiveDate: '2026-11-22',
    releaseNotes: `<p>Foundation: sign-in and the signed-in shell.</p>
<ul>
<li><b>Login</b> with sessions kept on the server: logging out, idle expiry for users with the inactivity timeout, and disabled accounts take effect on the next request. Repeated failed sign-ins are throttled.</li>
<li>The shell: side navigation built from your module access, header with the user menu (where you choose your facility), footer, and the inactivity warning.</li>
<li><b>Audit trail</b>: the database records every change field by field (from, to, who, when); the audit history cannot be edited.</li>
<li>Scheduled jobs run once per cluster; the hourly routine removes expired sessions and password-reset tokens.</li>
<li><b>Quartz History</b> for system administrators: every job run with its log and, for a failed run, its exception.</li>
<li>The shared list page: server paging, sorting, search, column chooser and a card view on small screens. Very large lists show "10,000+ records".</li>
<li>API description at <a href="/api/docs">/api/docs</a>, security headers and rate limits.</li>
</ul>`,
  },
  {
    versionNumber: '0.3.0',
    goLiveDate: '2026-11-22',
    releaseNotes: `<p>Audit history, release notes and the tech spec.</p>
<ul>
<li><b>Global Audit List</b> for managers and system administrators of the Admin module: every recorded change across the product, with an RX Number filter.</li>
<li><b>Web Release Notes</b> (this page, linked from the footer): what changed in each version.</li>
<li><b>Tech Spec</b>: the software versions this installation runs, the supported browsers, its domain names and its scheduled jobs, read from the running system.</li>
</ul>`,
  },
  {
    versionNumber: '0.4.0',
    goLiveDate: '2026-11-22',
    releaseNotes: `<p>Budget and accounting.</p>
<ul>
<li><b>Fiscal Years</b> (B&amp;A admins): create, edit, mark the current year, deactivate and reactivate, with each year's audit history.</li>
<li><b>Budget Tracking</b>: budgets per fiscal year with their funds, allocations (editable by B&amp;A managers), expenditures, PO balances and available budget, a totals row and colour warnings below the notification level.</li>
<li><b>Budget POs</b>: purchase orders with their balances, a figures panel with a doughnut chart, and deletion of POs that have no invoices.</li>
<li><b>Budget Invoices</b>: invoices per budget and PO; paid and reconciled invoices count as expenditures.</li>
<li><b>Budget Programs</b>: B&amp;A programmes, activated, deactivated or deleted while unused.</li>
<li>Every B&amp;A list exports to Excel with the filters on screen. Money is computed exactly by the database.</li>
</ul>`,
  },
  {
    versionNumber: '0.5.0',
    goLiveDate: '2026-11-22',
    releaseNotes: `<p>Public pages and account sign-in.</p>
<ul>
<li><b>Public forms</b> that need no sign-in: Support Desk tickets and account requests, PFS registration and registration from PFS, the HEROS naloxone application, home-delivery refills, Rx Connects donor and repository registration, the help-desk and review feedback surveys and review visit scheduling. Each is protected by an invisible security check, a hidden bot trap and per-address limits.</li>
<li><b>Forgot Password</b> and <b>Change Password</b> with single-use links that expire, and password rules: at least 10 characters, no more than 2 sequential characters, not a common password.</li>
<li><b>Sign-in</b> with single sign-on (Microsoft Entra ID), and multi-factor sign-in with a device (security key, phone or computer) or a SecuGen fingerprint. Each user manages these on the <b>security tab</b> of their profile.</li>
<li>Emails to staff and submitters; without a mail server they are kept in the <b>Email Outbox</b> for system administrators.</li>
</ul>`,
  },
  {
    versionNumber: '0.6.0',
    goLiveDate: '2026-11-24',
    releaseNotes: `<p>Hardening for production.</p>
<ul>
<li><b>Sign-in</b>: repeated wrong passwords slow down that address, with growing waits, instead of locking the account for everyone. Disabling a user ends the user's sessions for good.</li>
<li><b>Public forms</b>: the security check grows harder for an address that keeps submitting, and one email address receives at most a few messages an hour from public forms.</li>
<li><b>Review visit scheduling</b>: the emailed links carry a signature, and a visit can be answered once.</li>
<li><b>Forms</b> show every message on the first submit, "Emails do not match" included; required lists no longer clear when their choice is clicked again. The Global Audit List shows typed text as it was stored.</li>
<li><b>Operations</b>: a production installation has no demo users (the first administrator is created with a command), the API description is for administrators only, the database is used through a role that cannot change the audit history, and a server stopped abruptly starts again cleanly.</li>
</ul>`,
  },
] as const;

/**
 * Adds the releases this installation does not have yet, so a new version's note appears on its first start.
 * Returns how many it added.
 */
export async function seedReleaseNotes(db: Db): Promise<number> {
  const known = new Set(
    (await db.select({ v: releaseNotes.versionNumber }).from(releaseNotes)).map((r) => r.v),
  );
  const missing = releaseHistory.filter((note) => !known.has(note.versionNumber));
  for (const note of missing) await saveReleaseNote(db, systemActor, note);
  return missing.length;
}
