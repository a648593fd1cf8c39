import type { Envelope } from '@homer/contracts/envelope';
import { type Facility, type FacilityForm, facilityMessages } from '@homer/contracts/organizations';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/pool.ts';
import { facilities, organizations } from '../../db/schema/core.ts';
import { type Actor, withTx } from '../../db/tx.ts';
import { verifyAddress } from '../../integrations/address/verify-address.ts';
import { HttpError, refused, succeeded } from '../../plugins/errors.ts';
import { findFacility } from './queries.ts';

/**
 * The address as the address service confirms it now: the browser's copy of the verified address is not
 * trusted, since anyone can post any JSON. Verified before the transaction: a Smarty call may take a while.
 */
async function confirmedAddress(db: Db, config: Config, address: FacilityForm['address']) {
  if (!address) return null;
  const verified = await verifyAddress(db, config, address);
  if (!verified) return null;
  return {
    street: verified.street,
    secondary: verified.secondary,
    city: verified.city,
    state: verified.state,
    zip: verified.zip,
    formattedAddress: verified.formattedAddress,
    countyId: verified.countyId,
  };
}

/** Creates (id 0) or updates a facility; names are unique within an organization regardless of case. */
export async function saveFacility(
  db: Db,
  config: Config,
  actor: Actor,
  form: FacilityForm,
): Promise<Envelope<null, Facility>> {
  const address = await confirmedAddress(db, config, form.address);
  if (!address) return refused(facilityMessages.addressRequired);
  return withTx(db, actor, async (tx) => {
    if (form.id !== 0 && !(await findFacility(tx, form.id)))
      throw new HttpError(404, facilityMessages.notFound);
    const [organization] = await tx
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.id, form.organizationId));
    if (!organization) return refused(facilityMessages.organizationRequired);
    // Serialises concurrent saves so the duplicate check below cannot be raced.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('facilities.name'))`);
    const [duplicate] = await tx
      .select({ id: facilities.id })
      .from(facilities)
      .where(
        and(
          ne(facilities.id, form.id),
          eq(facilities.organizationId, form.organizationId),
          eq(sql`lower(${facilities.name})`, form.name.toLowerCase()),
        ),
      )
      .limit(1);
    if (duplicate) return refused(facilityMessages.duplicateName);
    const values = {
      organizationId: form.organizationId,
      name: form.name,
      longName: form.longName === '' ? null : form.longName,
      facilityType: form.facilityType,
      isPharmacy: form.isPharmacy,
      supportsRequests: form.supportsRequests,
      usesPfs: form.usesPfs,
      isActive: form.isActive,
      ...address,
    };
    const [row] =
      form.id === 0
        ? await tx.insert(facilities).values(values).returning({ id: facilities.id })
        : await tx
            .update(facilities)
            .set(values)
            .where(eq(facilities.id, form.id))
            .returning({ id: facilities.id });
    const model = row && (await findFacility(tx, row.id));
    if (!model) throw new Error('facility save returned nothing');
    return succeeded({ message: facilityMessages.saved, model });
  });
}
