import type { Envelope } from '@homer/contracts/envelope';
import {
  type HolidayRemove,
  type HolidayRow,
  type HolidaySave,
  holidayMessages as m,
} from '@homer/contracts/holidays';
import { eq, sql } from 'drizzle-orm';
import { pgErrorCode } from '../../db/pg-error-code.ts';
import type { Db } from '../../db/pool.ts';
import { holidays } from '../../db/schema/system-settings.ts';
import { type Actor, withTx } from '../../db/tx.ts';
import { HttpError, refused, succeeded } from '../../plugins/errors.ts';
import { findHoliday } from './queries.ts';

type HolidayEnvelope = Envelope<null, HolidayRow | null>;

/** Adds (id 0) or changes a closure; the unique date index, not a check before writing, refuses a second one. */
export async function saveHoliday(db: Db, actor: Actor, form: HolidaySave): Promise<HolidayEnvelope> {
  let id = form.id;
  try {
    const rows = await withTx(db, actor, (tx) =>
      form.id === 0
        ? tx
            .insert(holidays)
            .values({
              holidayDate: form.date,
              name: form.name,
              createdBy: actor.userId,
              updatedBy: actor.userId,
            })
            .returning({ id: holidays.id })
        : tx
            .update(holidays)
            .set({ holidayDate: form.date, name: form.name, updatedBy: actor.userId, updatedAt: sql`now()` })
            .where(eq(holidays.id, form.id))
            .returning({ id: holidays.id }),
    );
    if (rows.length === 0) throw new HttpError(404, m.notFound);
    id = rows[0]?.id ?? 0;
  } catch (error) {
    if (pgErrorCode(error) === '23505') return refused(m.duplicateDate);
    throw error;
  }
  return succeeded({ message: form.id === 0 ? m.added : m.saved, model: await findHoliday(db, id) });
}

export async function removeHoliday(db: Db, actor: Actor, form: HolidayRemove): Promise<HolidayEnvelope> {
  const rows = await withTx(db, actor, (tx) =>
    tx.delete(holidays).where(eq(holidays.id, form.id)).returning({ id: holidays.id }),
  );
  if (rows.length === 0) throw new HttpError(404, m.notFound);
  return succeeded({ message: m.removed, model: null });
}
