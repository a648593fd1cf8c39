import type { Envelope, Option } from '@homer/contracts/envelope';
import {
  type HerosApplicationDetail,
  herosLimits,
  isHerosDecided,
  herosMessagesBackOffice as m,
} from '@homer/contracts/heros';
import { and, asc, eq, ilike, ne, sql } from 'drizzle-orm';
import { isoText, isoTextOrNull } from '../../db/iso-text.ts';
import { containsPattern } from '../../db/like.ts';
import type { Queryable } from '../../db/pool.ts';
import { users } from '../../db/schema/core.ts';
import {
  herosAgencies,
  herosApplicationOrders,
  herosApplications,
  herosOrderOptions,
  herosRounds,
} from '../../db/schema/heros.ts';
import { counties } from '../../db/schema/public-forms.ts';
import type { Auth } from '../../platform/sessions/sessions.ts';
import { HttpError, succeeded } from '../../plugins/errors.ts';
import { agencyApplications, agencyContacts, agencyFields, contactCount } from './agencies.ts';
import { isHerosManager, statusName } from './common.ts';

const a = herosApplications;

/** How many possible duplicates the page offers. */
const similarLimit = 5;

/** Other agencies whose name resembles this one (pg_trgm similarity): the public form may have made a copy. */
async function similarAgencies(db: Queryable, agencyId: number, name: string) {
  return db
    .select({
      agencyId: herosAgencies.id,
      agencyName: herosAgencies.agencyName,
      countyName: counties.name,
      contactCount,
    })
    .from(herosAgencies)
    .innerJoin(counties, eq(counties.id, herosAgencies.countyId))
    .where(and(ne(herosAgencies.id, agencyId), sql`${herosAgencies.agencyName} % ${name}`))
    .orderBy(sql`similarity(${herosAgencies.agencyName}, ${name}) desc`, asc(herosAgencies.id))
    .limit(similarLimit);
}

async function primaryHasAccount(db: Queryable, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return !!row;
}

/** GET …/Application/GetApplication?id=. */
export async function getApplication(
  db: Queryable,
  auth: Auth,
  applicationId: number,
): Promise<Envelope<HerosApplicationDetail, null>> {
  const decider = sql<
    string | null
  >`(select u.first_name || ' ' || u.last_name from users u where u.id = ${a.decidedByUserId})`;
  const [app] = await db
    .select({
      id: a.id,
      roundId: a.roundId,
      roundName: herosRounds.name,
      agencyId: a.agencyId,
      status: a.applicationStatus,
      isPublicSubmit: a.isPublicSubmit,
      submittedAt: isoText(a.createdAt),
      oathAccepted: a.oathAcceptedNew,
      oathAcceptedAt: isoTextOrNull(a.oathDateTimeNew),
      overdosesPreviousYear: a.overdosesPreviousYear,
      percentageTrainedNaloxone: a.percentageTrainedNaloxone,
      narrative: a.narrative,
      decidedAt: isoTextOrNull(a.decidedAt),
      decidedByName: decider,
      decisionNote: a.decisionNote,
    })
    .from(a)
    .innerJoin(herosRounds, eq(herosRounds.id, a.roundId))
    .where(eq(a.id, applicationId));
  if (!app) throw new HttpError(404, m.applicationNotFound);
  const agency = await agencyFields(db, app.agencyId);
  if (!agency) throw new HttpError(404, m.agencyNotFound);
  const orders = await db
    .select({
      orderOptionId: herosOrderOptions.id,
      optionName: herosOrderOptions.optionName,
      dosage: herosOrderOptions.dosage,
      dosesRequested: herosApplicationOrders.dosesRequested,
      maxDosesPerApplication: herosOrderOptions.maxDosesPerApplication,
    })
    .from(herosApplicationOrders)
    .innerJoin(herosOrderOptions, eq(herosOrderOptions.id, herosApplicationOrders.orderOptionId))
    .where(eq(herosApplicationOrders.applicationId, applicationId))
    .orderBy(asc(herosOrderOptions.sortOrder), asc(herosOrderOptions.id));
  const history = await agencyApplications(db, app.agencyId);
  const contacts = await agencyContacts(db, app.agencyId);
  return succeeded({
    value: {
      id: app.id,
      roundId: app.roundId,
      roundName: app.roundName,
      status: app.status,
      statusName: statusName(app.status),
      isPublicSubmit: app.isPublicSubmit,
      submittedAt: app.submittedAt,
      oathAccepted: app.oathAccepted,
      oathAcceptedAt: app.oathAcceptedAt,
      overdosesPreviousYear: app.overdosesPreviousYear,
      percentageTrainedNaloxone: app.percentageTrainedNaloxone,
      narrative: app.narrative,
      orders,
      totalDoses: orders.reduce((sum, o) => sum + o.dosesRequested, 0),
      agency,
      otherApplications: history.filter((h) => h.id !== app.id),
      lastDecision: app.decidedAt
        ? {
            status: app.status,
            statusName: statusName(app.status),
            note: app.decisionNote,
            decidedByName: app.decidedByName ?? '',
            decidedAt: app.decidedAt,
          }
        : null,
      similarAgencies: await similarAgencies(db, app.agencyId, agency.agencyName),
      agencyContacts: contacts.map(({ userId, name, email, contactRole }) => ({
        userId,
        name,
        email,
        contactRole,
      })),
      primaryContactHasAccount: await primaryHasAccount(db, agency.primary.email),
      canDecide: isHerosManager(auth) && !isHerosDecided(app.status),
    },
  });
}

/** GET …/Application/GetAgencyChoices: agencies by name to link an application to (trigram index). */
export async function agencyChoices(
  db: Queryable,
  query: { search?: string | undefined; exceptId?: number | undefined },
): Promise<Option[]> {
  const term = query.search?.trim() ?? '';
  return db
    .select({ value: herosAgencies.id, text: herosAgencies.agencyName, additionalData: counties.name })
    .from(herosAgencies)
    .innerJoin(counties, eq(counties.id, herosAgencies.countyId))
    .where(
      and(
        term ? ilike(herosAgencies.agencyName, containsPattern(term)) : undefined,
        query.exceptId ? ne(herosAgencies.id, query.exceptId) : undefined,
      ),
    )
    .orderBy(asc(herosAgencies.agencyName), asc(herosAgencies.id))
    .limit(herosLimits.agencyChoices);
}
