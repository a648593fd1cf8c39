import type { Envelope } from '@homer/contracts/envelope';
import {
  type Organization,
  type OrganizationForm,
  organizationMessages,
} from '@homer/contracts/organizations';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/pool.ts';
import { organizations } from '../../db/schema/core.ts';
import { type Actor, withTx } from '../../db/tx.ts';
import { HttpError, refused, succeeded } from '../../plugins/errors.ts';
import { findOrganization } from './queries.ts';

/** Creates (id 0) or updates an organization; names are unique regardless of case, so selectors are unambiguous. */
export async function saveOrganization(
  db: Db,
  actor: Actor,
  form: OrganizationForm,
): Promise<Envelope<null, Organization>> {
  return withTx(db, actor, async (tx) => {
    if (form.id !== 0 && !(await findOrganization(tx, form.id)))
      throw new HttpError(404, organizationMessages.notFound);
    // Serialises concurrent saves so the duplicate check below cannot be raced.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('organizations.name'))`);
    const [duplicate] = await tx
      .select({ id: organizations.id })
      .from(organizations)
      .where(
        and(ne(organizations.id, form.id), eq(sql`lower(${organizations.name})`, form.name.toLowerCase())),
      )
      .limit(1);
    if (duplicate) return refused(organizationMessages.duplicateName);
    const values = {
      name: form.name,
      emailDomain: form.emailDomain === '' ? null : form.emailDomain.toLowerCase(),
      isActive: form.isActive,
    };
    const [row] =
      form.id === 0
        ? await tx.insert(organizations).values(values).returning({ id: organizations.id })
        : await tx
            .update(organizations)
            .set(values)
            .where(eq(organizations.id, form.id))
            .returning({ id: organizations.id });
    const model = row && (await findOrganization(tx, row.id));
    if (!model) throw new Error('organization save returned nothing');
    return succeeded({ message: organizationMessages.saved, model });
  });
}
