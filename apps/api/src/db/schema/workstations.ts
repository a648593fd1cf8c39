import { boolean, index, integer, pgTable, serial, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { facilities } from './core.ts';
import { inventorySites } from './pharmacy.ts';

/** A shipping workstation of an inventory site (migration 0040, decision 062): where refills are packed. */
export const inventoryWorkstations = pgTable(
  'inventory_workstations',
  {
    id: serial('id').primaryKey(),
    inventorySiteId: integer('inventory_site_id')
      .notNull()
      .references(() => inventorySites.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 50 }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('inventory_workstations_site_name_unique').on(t.inventorySiteId, t.name)],
);

/** A repack workstation of a CI facility (migration 0040, decision 062). */
export const ciWorkstations = pgTable(
  'ci_workstations',
  {
    id: serial('id').primaryKey(),
    facilityId: integer('facility_id')
      .notNull()
      .references(() => facilities.id),
    name: varchar('name', { length: 50 }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('ci_workstations_facility_name_unique').on(t.facilityId, t.name),
    index('ci_workstations_name_idx').on(t.name, t.id),
  ],
);
