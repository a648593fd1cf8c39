import { mfRecertifyWarningDays } from '@homer/contracts/metabolic-formula';
import { sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/pool.ts';
import { systemActor, withTx } from '../../db/tx.ts';
import { type NotifyResult, notify, sendNotificationEmails } from '../../platform/notify/notify.ts';
import { usDate } from '../../platform/time/zoned-time.ts';

/**
 * The daily recertification warning (decision 111): every eligible patient whose recertification date is within
 * the warning days of `today` (the programme's date) and who has not been warned of that date is named to the
 * programme's staff once. The notice carries the patient's number, not their name: it may travel by email.
 * Recorded in the same transaction as the notice, so a date is warned about once however often the job runs.
 */
export async function runRecertificationWarnings(db: Db, config: Config, today: string): Promise<string> {
  const { count, emails } = await withTx(db, systemActor, async (tx) => {
    const { rows } = await tx.execute<{ patientId: number; recertifyBy: string }>(sql`
      update mf_enrolments set recertify_warned_for = recertify_by
      where eligibility = 'Eligible' and recertify_by >= ${today}::date
        and recertify_by <= ${today}::date + ${mfRecertifyWarningDays}::int
        and recertify_warned_for is distinct from recertify_by
      returning patient_id as "patientId", to_char(recertify_by, 'YYYY-MM-DD') as "recertifyBy"`);
    const sent: NotifyResult['emails'] = [];
    for (const row of rows.sort((a, b) => a.patientId - b.patientId)) {
      const result = await notify(tx, config, {
        typeKey: 'metabolic-formula.recertification-due',
        recipients: 'audience',
        title: `Recertification due: formula patient #${row.patientId}`,
        message: `Formula patient #${row.patientId} must be recertified by ${usDate(row.recertifyBy)}; their orders stop after that date.`,
        link: `metabolic-formula/patients/edit/${row.patientId}`,
      });
      sent.push(...result.emails);
    }
    return { count: rows.length, emails: sent };
  });
  await sendNotificationEmails(db, config, emails);
  return `Warned of ${count} recertification${count === 1 ? '' : 's'} due within ${mfRecertifyWarningDays} days.`;
}
