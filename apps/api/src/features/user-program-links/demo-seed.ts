import { inArray } from 'drizzle-orm';
import type { AreaDemoSeed, DemoBasis } from '../../db/area-demo-seed.ts';
import { herosAgencies } from '../../db/schema/heros.ts';
import { herosAgencyContacts } from '../../db/schema/program-links.ts';
import type { Tx } from '../../db/tx.ts';

/**
 * The demo user "user" is a contact of two demo HEROS agencies, so the HEROS Agencies tab has rows to show.
 * Rx Connects roles come with the approved demo repository (rx-connects/demo-seed.ts). Runs after the HEROS demo seed.
 */
async function seedProgramLinksDemo(tx: Tx, demo: DemoBasis): Promise<void> {
  const userId = demo.userIds.user;
  if (!userId) return;
  const agencies = await tx
    .select({ id: herosAgencies.id, name: herosAgencies.agencyName })
    .from(herosAgencies)
    .where(inArray(herosAgencies.agencyName, ['Tallahassee Fire Department', 'Leon County Sheriff Office']));
  if (agencies.length === 0) return;
  await tx
    .insert(herosAgencyContacts)
    .values(
      agencies.map((a) => ({
        agencyId: a.id,
        userId,
        contactRole: a.name === 'Tallahassee Fire Department' ? 'Primary' : 'Secondary',
      })),
    )
    .onConflictDoNothing();
}

// The agencies are the public HEROS demo's, found by name.
export const demoSeed: AreaDemoSeed = {
  area: 'user-program-links',
  after: ['heros-public'],
  seed: seedProgramLinksDemo,
};
