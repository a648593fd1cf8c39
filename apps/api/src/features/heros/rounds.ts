import type { Envelope } from '@homer/contracts/envelope';
import {
  type HerosRoundDetail,
  type HerosRoundList,
  type HerosRoundSave,
  herosMessagesBackOffice as m,
} from '@homer/contracts/heros';
import { and, asc, desc, eq, ne, or, sql } from 'drizzle-orm';
import { idArray } from '../../db/id-array.ts';
import { isoText, isoTextOrNull } from '../../db/iso-text.ts';
import { pgErrorCode } from '../../db/pg-error-code.ts';
import type { Db, Queryable } from '../../db/pool.ts';
import {
  herosApplicationOrders,
  herosApplications,
  herosOrderOptions,
  herosRounds,
} from '../../db/schema/heros.ts';
import { withTx } from '../../db/tx.ts';
import type { Auth } from '../../platform/sessions/sessions.ts';
import { HttpError, succeeded } from '../../plugins/errors.ts';
import { emptyCounts, isHerosManager, statusCountColumns } from './common.ts';

const r = herosRounds;

/** Open and inside its dates: what the public page takes applications for (heros-public findOpenRound). */
export const takingApplications = sql<boolean>`(${r.isOpen} and (${r.opensAt} is null or ${r.opensAt} <= now())
  and (${r.closesAt} is null or ${r.closesAt} > now()))`;

const roundColumns = {
  id: r.id,
  name: r.name,
  isOpen: r.isOpen,
  isTakingApplications: takingApplications,
  opensAt: isoTextOrNull(r.opensAt),
  closesAt: isoTextOrNull(r.closesAt),
  createdAt: isoText(r.createdAt),
};

async function countsByRound(db: Queryable, roundId?: number) {
  const rows = await db
    .select({
      roundId: herosApplications.roundId,
      ...statusCountColumns(herosApplications.applicationStatus),
    })
    .from(herosApplications)
    .where(roundId === undefined ? undefined : eq(herosApplications.roundId, roundId))
    .groupBy(herosApplications.roundId);
  return new Map(rows.map(({ roundId: id, ...counts }) => [id, counts]));
}

/** GET …/Round/GetList: every round, newest first (a programme has a few a year). */
export async function listRounds(db: Queryable, auth: Auth): Promise<HerosRoundList> {
  const rows = await db
    .select({
      ...roundColumns,
      activeOptionCount: sql<number>`(select count(*)::int from ${herosOrderOptions}
        where ${herosOrderOptions.roundId} = ${r.id} and ${herosOrderOptions.isActive})`,
    })
    .from(r)
    .orderBy(desc(r.createdAt), desc(r.id));
  const counts = await countsByRound(db);
  return {
    rounds: rows.map((row) => ({ ...row, counts: counts.get(row.id) ?? emptyCounts })),
    canEdit: isHerosManager(auth),
  };
}

async function roundOptions(db: Queryable, roundId: number) {
  return db
    .select({
      id: herosOrderOptions.id,
      optionName: herosOrderOptions.optionName,
      dosage: herosOrderOptions.dosage,
      sortOrder: herosOrderOptions.sortOrder,
      isActive: herosOrderOptions.isActive,
      maxDosesPerApplication: herosOrderOptions.maxDosesPerApplication,
      inUse: sql<boolean>`exists (select 1 from heros_application_orders o where o.order_option_id = ${herosOrderOptions.id})`,
    })
    .from(herosOrderOptions)
    .where(eq(herosOrderOptions.roundId, roundId))
    .orderBy(asc(herosOrderOptions.sortOrder), asc(herosOrderOptions.id));
}

async function otherOpenRound(db: Queryable, roundId: number) {
  const [row] = await db
    .select({ value: r.id, text: r.name })
    .from(r)
    .where(and(eq(r.isOpen, true), ne(r.id, roundId)));
  return row ?? null;
}

/** GET …/Round/GetRound?id= (0: a blank round). */
export async function getRound(
  db: Queryable,
  auth: Auth,
  roundId: number,
): Promise<Envelope<HerosRoundDetail, null>> {
  const canEdit = isHerosManager(auth);
  if (roundId === 0) {
    return succeeded({
      value: {
        id: 0,
        name: '',
        isOpen: false,
        isTakingApplications: false,
        opensAt: null,
        closesAt: null,
        orderOptions: [],
        counts: emptyCounts,
        otherOpenRound: await otherOpenRound(db, 0),
        canEdit,
      },
    });
  }
  const [round] = await db.select(roundColumns).from(r).where(eq(r.id, roundId));
  if (!round) throw new HttpError(404, m.roundNotFound);
  const counts = await countsByRound(db, roundId);
  return succeeded({
    value: {
      id: round.id,
      name: round.name,
      isOpen: round.isOpen,
      isTakingApplications: round.isTakingApplications,
      opensAt: round.opensAt,
      closesAt: round.closesAt,
      orderOptions: await roundOptions(db, roundId),
      counts: counts.get(roundId) ?? emptyCounts,
      otherOpenRound: await otherOpenRound(db, roundId),
      canEdit,
    },
  });
}

/** Why the save cannot be stored as sent, or null. */
function optionProblem(save: HerosRoundSave): string | null {
  const seen = new Set<string>();
  for (const o of save.orderOptions) {
    const key = `${o.optionName.toLowerCase()}\u0001${o.dosage.toLowerCase()}`;
    if (seen.has(key)) return m.optionDuplicate;
    seen.add(key);
  }
  const ids = save.orderOptions.filter((o) => o.id !== 0).map((o) => o.id);
  if (new Set(ids).size !== ids.length) return m.optionNotInRound;
  return null;
}

/** POST …/Round/Save: the round and its options in one transaction; value = the round's id. */
export async function saveRound(
  db: Db,
  auth: Auth,
  save: HerosRoundSave,
): Promise<{ roundId: number } | { refusal: string }> {
  const problem = optionProblem(save);
  if (problem) return { refusal: problem };
  try {
    return await withTx(db, { userId: auth.user.id }, async (tx) => {
      const values = {
        name: save.name,
        opensAt: save.opensAt ? new Date(save.opensAt) : null,
        closesAt: save.closesAt ? new Date(save.closesAt) : null,
      };
      let roundId = save.id;
      if (roundId === 0) {
        const [row] = await tx.insert(r).values(values).returning({ id: r.id });
        if (!row) throw new Error('round insert returned nothing');
        roundId = row.id;
      } else {
        const [row] = await tx.update(r).set(values).where(eq(r.id, roundId)).returning({ id: r.id });
        if (!row) throw new HttpError(404, m.roundNotFound);
      }
      const existing = await tx
        .select({
          id: herosOrderOptions.id,
          optionName: herosOrderOptions.optionName,
          dosage: herosOrderOptions.dosage,
        })
        .from(herosOrderOptions)
        .where(eq(herosOrderOptions.roundId, roundId))
        .for('update');
      const existingIds = new Set(existing.map((o) => o.id));
      if (save.orderOptions.some((o) => o.id !== 0 && !existingIds.has(o.id))) {
        throw new Refusal(m.optionNotInRound);
      }
      const kept = new Set(save.orderOptions.map((o) => o.id));
      const gone = existing.filter((o) => !kept.has(o.id));
      if (gone.length > 0) {
        const goneIds = gone.map((o) => o.id);
        const used = await tx
          .selectDistinct({ id: herosApplicationOrders.orderOptionId })
          .from(herosApplicationOrders)
          .where(sql`${herosApplicationOrders.orderOptionId} = any(${idArray(goneIds)})`);
        const usedIds = new Set(used.map((u) => u.id));
        const inUse = gone.find((o) => usedIds.has(o.id));
        if (inUse) throw new Refusal(m.optionInUse(`${inUse.optionName} (${inUse.dosage})`));
        await tx.delete(herosOrderOptions).where(sql`${herosOrderOptions.id} = any(${idArray(goneIds)})`);
      }
      for (const o of save.orderOptions) {
        const option = {
          optionName: o.optionName,
          dosage: o.dosage,
          sortOrder: o.sortOrder,
          isActive: o.isActive,
          maxDosesPerApplication: o.maxDosesPerApplication,
        };
        if (o.id === 0) await tx.insert(herosOrderOptions).values({ ...option, roundId });
        else await tx.update(herosOrderOptions).set(option).where(eq(herosOrderOptions.id, o.id));
      }
      return { roundId };
    });
  } catch (error) {
    if (error instanceof Refusal) return { refusal: error.message };
    if (pgErrorCode(error) === '23505') return { refusal: m.roundNameTaken };
    throw error;
  }
}

/** Rolls the transaction back and answers a refusal envelope. */
export class Refusal extends Error {}

/**
 * POST …/Round/Open: one open round at a time. The other is closed first in the same transaction, so the
 * single-open index (heros_rounds_single_open_key) never sees two; a concurrent opening waits on the row locks.
 */
export async function openRound(
  db: Db,
  auth: Auth,
  roundId: number,
): Promise<{ message: string } | { refusal: string }> {
  try {
    return await withTx(db, { userId: auth.user.id }, async (tx) => {
      const rows = await tx
        .select({ id: r.id, name: r.name, isOpen: r.isOpen, closesAt: r.closesAt })
        .from(r)
        .where(or(eq(r.id, roundId), eq(r.isOpen, true)))
        .orderBy(asc(r.id))
        .for('update');
      const round = rows.find((x) => x.id === roundId);
      if (!round) throw new HttpError(404, m.roundNotFound);
      if (round.isOpen) throw new Refusal(m.roundAlreadyOpen);
      if (round.closesAt && round.closesAt <= new Date()) throw new Refusal(m.roundEnded);
      const [active] = await tx
        .select({ id: herosOrderOptions.id })
        .from(herosOrderOptions)
        .where(and(eq(herosOrderOptions.roundId, roundId), eq(herosOrderOptions.isActive, true)))
        .limit(1);
      if (!active) throw new Refusal(m.roundNoActiveOptions);
      const others = rows.filter((x) => x.isOpen && x.id !== roundId);
      for (const other of others) await tx.update(r).set({ isOpen: false }).where(eq(r.id, other.id));
      await tx.update(r).set({ isOpen: true }).where(eq(r.id, roundId));
      const closed = others[0];
      return { message: closed ? m.roundOpenedClosedOther(closed.name) : m.roundOpened };
    });
  } catch (error) {
    if (error instanceof Refusal) return { refusal: error.message };
    throw error;
  }
}

/** POST …/Round/Close. */
export async function closeRound(
  db: Db,
  auth: Auth,
  roundId: number,
): Promise<{ message: string } | { refusal: string }> {
  return withTx(db, { userId: auth.user.id }, async (tx) => {
    const [round] = await tx.select({ isOpen: r.isOpen }).from(r).where(eq(r.id, roundId)).for('update');
    if (!round) throw new HttpError(404, m.roundNotFound);
    if (!round.isOpen) return { refusal: m.roundAlreadyClosed };
    await tx.update(r).set({ isOpen: false }).where(eq(r.id, roundId));
    return { message: m.roundClosed };
  });
}

/** The open round's id, or 0 (the queue's default filter). */
export async function openRoundId(db: Queryable): Promise<number> {
  const [row] = await db.select({ id: r.id }).from(r).where(eq(r.isOpen, true)).limit(1);
  return row?.id ?? 0;
}
