import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { facilities, users } from './core.ts';
import { homeDeliveryRequests, inventorySites, patients, prescriptions } from './pharmacy.ts';

/** Which inventory sites may fill a prescription. */
export const prescriptionInventorySites = pgTable(
  'prescription_inventory_sites',
  {
    prescriptionId: integer('prescription_id')
      .notNull()
      .references(() => prescriptions.id, { onDelete: 'cascade' }),
    inventorySiteId: integer('inventory_site_id')
      .notNull()
      .references(() => inventorySites.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.prescriptionId, t.inventorySiteId] }),
    index('prescription_inventory_sites_site_idx').on(t.inventorySiteId),
  ],
);

/** A refill shipment filled from one inventory site; `currentStep` is -1..5 (spec §4.7). */
export const refillShipments = pgTable(
  'refill_shipments',
  {
    id: serial('id').primaryKey(),
    facilityId: integer('facility_id')
      .notNull()
      .references(() => facilities.id),
    inventorySiteId: integer('inventory_site_id')
      .notNull()
      .references(() => inventorySites.id),
    currentStep: smallint('current_step').notNull().default(-1),
    patientId: integer('patient_id').references(() => patients.id),
    homeDeliveryRequestId: integer('home_delivery_request_id').references(() => homeDeliveryRequests.id, {
      onDelete: 'set null',
    }),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('refill_shipments_facility_recent_idx').on(t.facilityId, t.createdAt.desc(), t.id.desc()),
    index('refill_shipments_site_recent_idx').on(t.inventorySiteId, t.createdAt.desc(), t.id.desc()),
    index('refill_shipments_step_idx').on(t.currentStep, t.createdAt.desc(), t.id.desc()),
    index('refill_shipments_recent_idx').on(t.createdAt.desc(), t.id.desc()),
  ],
);

/** One prescription of a shipment; verified at QC Check by a pharmacist's scan of the product. */
export const refillShipmentItems = pgTable(
  'refill_shipment_items',
  {
    id: serial('id').primaryKey(),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => refillShipments.id, { onDelete: 'cascade' }),
    prescriptionId: integer('prescription_id')
      .notNull()
      .references(() => prescriptions.id),
    rxNumber: varchar('rx_number', { length: 8 }).notNull(),
    ndc: varchar('ndc', { length: 12 }).notNull(),
    quantity: integer('quantity').notNull(),
    qcVerifiedAt: timestamp('qc_verified_at', { withTimezone: true }),
    qcVerifiedByUserId: integer('qc_verified_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('refill_shipment_items_shipment_rx_unique').on(t.shipmentId, t.prescriptionId),
    index('refill_shipment_items_prescription_idx').on(t.prescriptionId),
    index('refill_shipment_items_rx_idx').on(t.rxNumber),
  ],
);

/** Each move of a shipment: who, when, from which step to which (from null: created). */
export const refillShipmentSteps = pgTable(
  'refill_shipment_steps',
  {
    id: serial('id').primaryKey(),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => refillShipments.id, { onDelete: 'cascade' }),
    fromStep: smallint('from_step'),
    toStep: smallint('to_step').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    changedByUserId: integer('changed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('refill_shipment_steps_shipment_idx').on(t.shipmentId, t.id)],
);
