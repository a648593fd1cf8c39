import { Module, type ModuleAccess, Role } from '@homer/contracts/access';
import { count } from 'drizzle-orm';
import type { Config } from '../config.ts';
import { hashPassword } from '../platform/passwords/password-hash.ts';
import type { AreaDemoSeed, DemoBasis } from './area-demo-seed.ts';
import { orderAreaSeeds } from './order-area-seeds.ts';
import type { Db } from './pool.ts';
import { fiscalYears } from './schema/ba.ts';
import { facilities, moduleAccess, organizations, userFacilities, users } from './schema/core.ts';
import { systemActor, type Tx, withTx } from './tx.ts';

export const demoPassword = 'HomerDemo!2026';

type DemoUser = {
  userName: string;
  firstName: string;
  lastName: string;
  access: ModuleAccess[];
  facilities: 'all' | number[];
  inactivityTimeout?: boolean;
  isRxUser?: boolean;
};

const allModules = Object.values(Module);
const grant = (role: Role, ...modules: Module[]) => modules.map((module) => ({ module, role }));

/** One user per role, plus `admin` with every module at SystemAdmin (README lists them). */
export const demoUsers: DemoUser[] = [
  {
    userName: 'admin',
    firstName: 'Avery',
    lastName: 'Admin',
    access: grant(Role.SystemAdmin, ...allModules),
    facilities: 'all',
  },
  {
    userName: 'user',
    firstName: 'Uma',
    lastName: 'User',
    access: grant(Role.User, Module.HEROS, Module.Inventory, Module.NDC, Module.HelpDesk, Module.BA),
    facilities: [0],
    isRxUser: true,
  },
  {
    userName: 'technician',
    firstName: 'Theo',
    lastName: 'Technician',
    access: grant(Role.Technician, Module.CI, Module.Inventory, Module.MetabolicFormula),
    facilities: [0, 1],
  },
  {
    userName: 'pharmacist',
    firstName: 'Priya',
    lastName: 'Pharmacist',
    access: grant(
      Role.Pharmacist,
      Module.CI,
      Module.Inventory,
      Module.NDC,
      Module.RxConnects,
      Module.MetabolicFormula,
    ),
    facilities: [0, 1],
    inactivityTimeout: true,
  },
  {
    // A county clinic's CI user: orders unit-dose cards from Central Pharmacy and confirms what arrived.
    userName: 'county',
    firstName: 'Casey',
    lastName: 'County',
    access: grant(Role.User, Module.CI),
    facilities: [2],
  },
  {
    userName: 'manager',
    firstName: 'Morgan',
    lastName: 'Manager',
    access: grant(Role.Manager, Module.Admin, Module.BA, Module.HelpDesk, Module.Inventory),
    facilities: [0, 1, 2],
  },
  {
    userName: 'sysadmin',
    firstName: 'Sam',
    lastName: 'Sysadmin',
    access: grant(Role.SystemAdmin, Module.Admin, Module.BA, Module.HelpDesk),
    facilities: 'all',
  },
  {
    userName: 'useradmin',
    firstName: 'Ursula',
    lastName: 'Useradmin',
    access: grant(Role.UserAdmin, Module.Admin),
    facilities: [2],
  },
  {
    userName: 'rxadmin',
    firstName: 'Rex',
    lastName: 'Rxadmin',
    access: grant(Role.RxConnectsAdmin, Module.RxConnects),
    facilities: [0],
  },
];

const demoFacilities = [
  {
    name: 'Central Pharmacy',
    longName: 'Bureau of Public Health Pharmacy - Central Pharmacy',
    isPharmacy: true,
    supportsRequests: true,
  },
  {
    name: 'Orange County Health Department Pharmacy',
    longName: 'Department of Health in Orange County - Pharmacy Services, Orlando',
    isPharmacy: true,
    supportsRequests: false,
  },
  {
    name: 'Leon County Clinic',
    longName: 'Department of Health in Leon County - Clinic',
    isPharmacy: false,
    supportsRequests: false,
  },
];

export async function databaseHasUsers(db: Db): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(users);
  return (existing?.n ?? 0) > 0;
}

export const demoSeedRefusedInProduction =
  'Demo data is never seeded with APP_ENV=production (demo users share a published password). Create the first administrator with `npm run user:create-admin -- --user NAME --email EMAIL`.';

/**
 * Seeds demo data, only into a database without users and never in production (it throws there, so a
 * script asking for it fails loudly). Returns whether it seeded. The areas' seeds come from the caller (the app
 * layer lists them), so this module imports no feature.
 */
export async function seedDemoData(
  db: Db,
  config: Pick<Config, 'environment' | 'jwtSecret' | 'publicBaseUrl'>,
  areaSeeds: readonly AreaDemoSeed[],
): Promise<boolean> {
  if (config.environment === 'production') throw new Error(demoSeedRefusedInProduction);
  // Before anything is written: a broken registration (cycle, unknown area) fails every seeding, not just some.
  const ordered = orderAreaSeeds(areaSeeds);
  if (await databaseHasUsers(db)) return false;
  await withTx(db, systemActor, async (tx) => {
    const demo = await seedCoreDemo(tx, config);
    for (const area of ordered) await area.seed(tx, demo);
  });
  return true;
}

/**
 * The rows every area's demo hangs on: the organization, its facilities, the fiscal years and one user per role.
 * Separate so a test can seed these alone and then only some areas.
 */
export async function seedCoreDemo(
  tx: Tx,
  config: Pick<Config, 'jwtSecret' | 'publicBaseUrl'>,
): Promise<DemoBasis> {
  const passwordHash = await hashPassword(demoPassword);
  const [org] = await tx
    .insert(organizations)
    .values({ name: 'Bureau of Public Health Pharmacy', emailDomain: 'homer.example' })
    .returning();
  if (!org) throw new Error('organization insert returned nothing');
  const facilityRows = await tx
    .insert(facilities)
    .values(demoFacilities.map((f) => ({ ...f, organizationId: org.id })))
    .returning({ id: facilities.id });
  await tx.insert(fiscalYears).values([
    { startDate: '2024-07-01', endDate: '2025-06-30', isActive: false },
    { startDate: '2025-07-01', endDate: '2026-06-30' },
    { startDate: '2026-07-01', endDate: '2027-06-30', isCurrent: true },
  ]);
  const userIds: Record<string, number> = {};
  for (const demo of demoUsers) {
    const [user] = await tx
      .insert(users)
      .values({
        userName: demo.userName,
        email: `${demo.userName}@homer.example`,
        firstName: demo.firstName,
        lastName: demo.lastName,
        organizationId: org.id,
        passwordHash,
        inactivityTimeout: demo.inactivityTimeout ?? false,
        isInternalBphpUser: true,
        isRxUser: demo.isRxUser ?? false,
      })
      .returning({ id: users.id });
    if (!user) throw new Error('user insert returned nothing');
    userIds[demo.userName] = user.id;
    await tx.insert(moduleAccess).values(demo.access.map((a) => ({ userId: user.id, ...a })));
    const linked = demo.facilities === 'all' ? facilityRows : demo.facilities.map((i) => facilityRows[i]);
    await tx
      .insert(userFacilities)
      .values(linked.flatMap((f) => (f ? [{ userId: user.id, facilityId: f.id }] : [])));
  }
  return {
    organizationId: org.id,
    facilityIds: facilityRows.map((f) => f.id),
    userIds,
    links: config,
  };
}
