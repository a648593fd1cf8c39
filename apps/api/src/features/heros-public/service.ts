import type { VerifiedAddress } from '@homer/contracts/address';
import type { Envelope } from '@homer/contracts/envelope';
import { herosMessagesBackOffice } from '@homer/contracts/heros';
import {
  type HerosAgency,
  type HerosPublicApplication,
  type HerosSavePublicApplication,
  hasCompleteSecondaryContact,
  herosAddressProblem,
  herosApplicationStatus,
  herosMessages,
} from '@homer/contracts/heros-public';
import type { Config } from '../../config.ts';
import { pgErrorCode } from '../../db/pg-error-code.ts';
import type { Db } from '../../db/pool.ts';
import {
  herosAgencies,
  herosApplicationOrders,
  herosApplications,
  herosOrgTaxStatuses,
  herosOrgTypes,
} from '../../db/schema/heros.ts';
import { systemActor, withTx } from '../../db/tx.ts';
import { verifyAddress } from '../../integrations/address/verify-address.ts';
import { type NotifyResult, notify, sendNotificationEmails } from '../../platform/notify/notify.ts';
import { refused, succeeded } from '../../plugins/errors.ts';
import { herosApplicationSubmitted } from './notices.ts';
import {
  agencyNameTaken,
  countiesExist,
  findChoice,
  findOpenRound,
  roundDoseLimits,
  roundOrderOptions,
} from './queries.ts';
import { sendApplicationEmails } from './send-application-emails.ts';

type Saved = { applicationId: number; agencyId: number };

export function agencyExistsMessage(agencyName: string, programEmail: string): string {
  return `An agency named "${agencyName}" is already in the system. Please contact ${programEmail} for access to it.`;
}

/** GET api/PublicHEROS/GetPublicApplication: a blank application for the open round, or round 0 (closed). */
export async function publicApplication(db: Db, config: Config): Promise<HerosPublicApplication> {
  const round = await findOpenRound(db);
  return {
    roundId: round?.id ?? 0,
    roundName: round?.name ?? '',
    applicationStatus: herosApplicationStatus.submitted,
    orderOptions: round ? await roundOrderOptions(db, round.id) : [],
    programEmail: config.programStaffEmail,
    mmcapFormUrl: config.herosMmcapFormUrl,
  };
}

/** The address as typed, verified again: the browser's copy is not trusted. */
function reverify(db: Db, config: Config, address: VerifiedAddress | null) {
  if (!address) return Promise.resolve(null);
  const { street, secondary, city, state, zip } = address;
  return verifyAddress(db, config, { street, secondary, city, state, zip });
}

/** The first option asked for more doses than the round allows one application (decision 052), or null. */
async function doseLimitProblem(
  db: Db,
  roundId: number,
  requested: Array<{ orderId: number; dosesRequested: number }>,
): Promise<string | null> {
  const limits = new Map((await roundDoseLimits(db, roundId)).map((l) => [l.orderId, l]));
  for (const o of requested) {
    const limit = limits.get(o.orderId);
    if (limit?.max != null && o.dosesRequested > limit.max) {
      return herosMessagesBackOffice.dosesOverLimit(`${limit.optionName} (${limit.dosage})`, limit.max);
    }
  }
  return null;
}

/** Why the agency's choices cannot be stored, or null. */
async function choiceProblem(db: Db, agency: HerosAgency): Promise<string | null> {
  const taxStatus = await findChoice(db, herosOrgTaxStatuses, agency.taxStatus);
  const orgType = await findChoice(db, herosOrgTypes, agency.orgType);
  if (!taxStatus || !orgType || !(await countiesExist(db, [agency.county, agency.operationCounty]))) {
    return herosMessages.unknownChoice;
  }
  if (taxStatus.isOther && agency.otherTaxStatus === '') return herosMessages.otherTaxStatusRequired;
  if (orgType.isOther && agency.otherOrgType === '') return herosMessages.otherOrgTypeRequired;
  return null;
}

/**
 * POST api/PublicHEROS/SavePublicApplication: a new agency and its application (isPublicSubmit) in one
 * transaction, then mail to the primary contact (next steps) and to programme staff.
 */
export async function savePublicApplication(
  db: Db,
  config: Config,
  body: HerosSavePublicApplication,
): Promise<Envelope<null, Saved>> {
  const { agency, application } = body;
  const round = await findOpenRound(db);
  if (!round || round.id !== application.roundId) return refused(herosMessages.closed);

  const options = new Map((await roundOrderOptions(db, round.id)).map((o) => [o.orderId, o]));
  const requested = application.orderOptions.map((o) => o.orderId);
  if (requested.some((id) => !options.has(id)) || new Set(requested).size !== requested.length) {
    return refused(herosMessages.unknownOrderOption);
  }
  const overLimit = await doseLimitProblem(db, round.id, application.orderOptions);
  if (overLimit) return refused(overLimit);
  const problem = await choiceProblem(db, agency);
  if (problem) return refused(problem);
  if (
    !hasCompleteSecondaryContact(agency) &&
    !body.confirmedMessages.includes(herosMessages.noSecondaryContact)
  ) {
    return refused(herosMessages.noSecondaryContact);
  }

  const agencyAddress = await reverify(db, config, agency.agencySmartyAddress);
  const shipAddress = agency.useAgencyInfoForShipInfo
    ? agencyAddress
    : await reverify(db, config, agency.shipSmartyAddress);
  const addressProblem = herosAddressProblem({
    agencySmartyAddress: agencyAddress,
    shipSmartyAddress: shipAddress,
    useAgencyInfoForShipInfo: agency.useAgencyInfoForShipInfo,
  });
  if (addressProblem || !agencyAddress || !shipAddress)
    return refused(addressProblem ?? herosMessages.noAddresses);

  const taken = () => refused(agencyExistsMessage(agency.agencyName, config.programStaffEmail));
  if (await agencyNameTaken(db, agency.agencyName)) return taken();

  // The oath was accepted in the browser; its time is kept unless the clock there ran ahead of ours.
  const now = new Date();
  const oathAt = application.oathDateTimeNew ? new Date(application.oathDateTimeNew) : now;
  const oathDateTime = oathAt > now ? now : oathAt;

  let saved: Saved;
  let notified: NotifyResult | undefined;
  try {
    saved = await withTx(db, systemActor, async (tx) => {
      const [agencyRow] = await tx
        .insert(herosAgencies)
        .values({
          agencyName: agency.agencyName,
          agencyAbbreviation: agency.agencyAbbreviation,
          fein: agency.fein,
          mmcapAccountNumber: agency.isMmcap ? agency.mmcapAccountNumber : '',
          isMmcap: agency.isMmcap,
          mmcapAnticipatedDate:
            !agency.isMmcap && agency.mmcapAnticipatedDate ? agency.mmcapAnticipatedDate : null,
          taxStatusId: agency.taxStatus,
          otherTaxStatus: agency.otherTaxStatus,
          emsStateId: agency.emsStateId,
          countyId: agency.county,
          operationCountyId: agency.operationCounty,
          orgTypeId: agency.orgType,
          otherOrgType: agency.otherOrgType,
          agencyAddress,
          shipAddress,
          useAgencyInfoForShipInfo: agency.useAgencyInfoForShipInfo,
          shippingInformation: agency.shippingInformation,
          agencyHeadName: agency.agencyHeadName,
          agencyHeadTitle: agency.agencyHeadTitle,
          agencyHeadEmail: agency.agencyHeadEmail,
          agencyHeadPhoneNumber: agency.agencyHeadPhoneNumber,
          primaryName: agency.primaryName,
          primaryTitle: agency.primaryTitle,
          primaryEmail: agency.primaryEmail,
          primaryPhone: agency.primaryPhone,
          secondaryName: agency.secondaryName,
          secondaryTitle: agency.secondaryTitle,
          secondaryEmail: agency.secondaryEmail,
          secondaryPhone: agency.secondaryPhone,
          tertiaryName: agency.tertiaryName,
          tertiaryTitle: agency.tertiaryTitle,
          tertiaryEmail: agency.tertiaryEmail,
          tertiaryPhone: agency.tertiaryPhone,
        })
        .returning({ id: herosAgencies.id });
      if (!agencyRow) throw new Error('agency insert returned nothing');
      const [applicationRow] = await tx
        .insert(herosApplications)
        .values({
          roundId: round.id,
          agencyId: agencyRow.id,
          isPublicSubmit: true,
          applicationStatus: herosApplicationStatus.submitted,
          overdosesPreviousYear: application.overdosesPreviousYear,
          percentageTrainedNaloxone: application.percentageTrainedNaloxone,
          narrative: application.narrative,
          oathAcceptedNew: application.oathAcceptedNew,
          oathDateTimeNew: oathDateTime,
        })
        .returning({ id: herosApplications.id });
      if (!applicationRow) throw new Error('application insert returned nothing');
      if (application.orderOptions.length > 0) {
        await tx.insert(herosApplicationOrders).values(
          application.orderOptions.map((o) => ({
            applicationId: applicationRow.id,
            orderOptionId: o.orderId,
            dosesRequested: o.dosesRequested,
          })),
        );
      }
      notified = await notify(tx, config, herosApplicationSubmitted(applicationRow.id, agency.agencyName));
      return { applicationId: applicationRow.id, agencyId: agencyRow.id };
    });
  } catch (error) {
    // Two people registering the same agency at once: the unique name index decides.
    if (pgErrorCode(error) === '23505') return taken();
    throw error;
  }

  const orders = application.orderOptions.map((o) => {
    const option = options.get(o.orderId);
    return {
      optionName: option?.optionName ?? '',
      dosage: option?.dosage ?? '',
      dosesRequested: o.dosesRequested,
    };
  });
  await sendApplicationEmails(db, config, {
    agency,
    roundName: round.name,
    agencyAddress: agencyAddress.formattedAddress,
    orders,
    applicationId: saved.applicationId,
  });
  await sendNotificationEmails(db, config, notified?.emails ?? []);
  return succeeded({ message: herosMessages.saved, model: saved });
}
