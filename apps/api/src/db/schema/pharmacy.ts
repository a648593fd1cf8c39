import { boolean, index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * The embedded stand-in for the QS1 pharmacy system's prescriptions (DESIGN §3 "Integrations are adapters"):
 * the default QS1 adapter reads this table. Phone numbers are stored as digits only.
 */
export const prescriptions = pgTable('prescriptions', {
  id: serial('id').primaryKey(),
  rxNumber: varchar('rx_number', { length: 8 }).notNull().unique(),
  patientPhone: varchar('patient_phone', { length: 21 }),
  drugName: varchar('drug_name', { length: 200 }).notNull(),
  refillsRemaining: integer('refills_remaining').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A home-delivery refill request from the public form (spec document 2, "Home delivery refill"). */
export const homeDeliveryRequests = pgTable(
  'home_delivery_requests',
  {
    id: serial('id').primaryKey(),
    phoneNumber: varchar('phone_number', { length: 21 }).notNull(),
    status: varchar('status', { length: 20 }).notNull().default('Submitted'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('home_delivery_requests_submitted_idx').on(t.submittedAt, t.id)],
);

/** One prescription of a refill request, with the refills QS1 reported when it was requested. */
export const homeDeliveryRequestLines = pgTable(
  'home_delivery_request_lines',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => homeDeliveryRequests.id, { onDelete: 'cascade' }),
    rxNumber: varchar('rx_number', { length: 8 }).notNull(),
    refillsRemaining: integer('refills_remaining').notNull(),
  },
  (t) => [
    index('home_delivery_request_lines_request_idx').on(t.requestId),
    index('home_delivery_request_lines_rx_idx').on(t.rxNumber),
  ],
);
