import { z } from 'zod';
import { envelopeSchema, optionSchema, pageQuerySchema } from './envelope.ts';
import { id, idOrZero, queryIdOrZero, text } from './fields.ts';

/**
 * Inventories (issue 15 "Inventories"; decisions 057, 062 and 099): the inventory sites of pharmacy facilities, a
 * summary of what each holds (its lots are on the stock pages) and its shipping workstations. Inventory Users read the list; Inventory
 * SystemAdmins open and change a site.
 */

const base = 'api/Inventory/InventorySites';

export const inventorySitePaths = {
  /** GET, Inventory User: server-paged by name; facilityId (0 = all) and a name search. */
  list: `${base}/GetList`,
  /** GET ?id=, Inventory SystemAdmin: the site with its stock summary and workstations. */
  site: `${base}/GetInventorySite`,
  /** POST, Inventory SystemAdmin: id 0 creates. */
  save: `${base}/SaveInventorySite`,
  /** POST, Inventory SystemAdmin: one shipping workstation; id 0 adds. */
  saveWorkstation: `${base}/SaveWorkstation`,
  /** GET ?id=, Inventory SystemAdmin: the site's changes, with its lots' and workstations'. */
  auditHistory: `${base}/GetAuditHistory`,
  /** GET, Inventory User: active pharmacy facilities (value/text options). */
  facilities: 'api/Select/InventoryFacilities',
} as const;

export const inventorySiteLimits = {
  name: 100,
  workstationName: 50,
} as const;

export const inventorySiteMessages = {
  nameRequired: 'Name is required.',
  nameTooLong: `Name cannot be longer than ${inventorySiteLimits.name} characters.`,
  facilityRequired: 'Facility is required.',
  facilityNotPharmacy: 'Choose an active pharmacy facility.',
  duplicateName: 'An inventory with this name already exists at this facility.',
  notFound: 'That inventory does not exist.',
  saved: 'Inventory saved.',
  workstationNameRequired: 'Workstation Name is required.',
  workstationNameTooLong: `Workstation Name cannot be longer than ${inventorySiteLimits.workstationName} characters.`,
  duplicateWorkstation: 'This inventory already has a workstation with this name.',
  workstationNotFound: 'That workstation does not exist.',
  workstationSaved: 'Workstation saved.',
} as const;

/**
 * A package NDC as written with hyphens (decision 057): 4-4-2, 5-3-2 or 5-4-1, ten digits in all. The database
 * checks the same.
 */
export function isPackageNdc(value: string): boolean {
  return /^\d{4,5}-\d{3,4}-\d{1,2}$/.test(value) && value.replaceAll('-', '').length === 10;
}

/** A calendar date written YYYY-MM-DD that exists (no 2027-02-30). */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

// ---------------------------------------------------------------------------------------------------------
// List

/** GET …/GetList. Sorted by name; `facilityId` 0 (or absent) = every facility. */
export const inventorySiteListQuerySchema = pageQuerySchema.extend({
  facilityId: queryIdOrZero().default(0),
});
export type InventorySiteListQuery = z.infer<typeof inventorySiteListQuerySchema>;

export const inventorySiteRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  facilityId: z.number().int(),
  facilityName: z.string(),
  isActive: z.boolean(),
  /** Lots with units on hand. */
  lotCount: z.number().int(),
  workstationCount: z.number().int(),
});
export type InventorySiteRow = z.infer<typeof inventorySiteRowSchema>;

// ---------------------------------------------------------------------------------------------------------
// One site

/** What the site holds, in sum: the stock pages list its lots (decision 099). */
export const inventoryStockSummarySchema = z.object({
  productCount: z.number().int(),
  lotCount: z.number().int(),
  /** Lots on hold, in quarantine or recalled with units on hand: a pharmacist's attention. */
  unavailableLotCount: z.number().int(),
});

export const shippingWorkstationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  isActive: z.boolean(),
});
export type ShippingWorkstation = z.infer<typeof shippingWorkstationSchema>;

export const inventorySiteSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  facilityId: z.number().int(),
  facilityName: z.string(),
  isActive: z.boolean(),
  stock: inventoryStockSummarySchema,
  workstations: z.array(shippingWorkstationSchema),
});
export type InventorySite = z.infer<typeof inventorySiteSchema>;
export const inventorySiteResponseSchema = envelopeSchema(inventorySiteSchema, z.null());

// ---------------------------------------------------------------------------------------------------------
// Saves

/** POST …/SaveInventorySite: id 0 creates. */
export const inventorySiteFormSchema = z.object({
  id: idOrZero(),
  name: text({
    max: inventorySiteLimits.name,
    required: inventorySiteMessages.nameRequired,
    tooLong: inventorySiteMessages.nameTooLong,
  }),
  facilityId: id(inventorySiteMessages.facilityRequired),
  isActive: z.boolean(),
});
export type InventorySiteForm = z.infer<typeof inventorySiteFormSchema>;
export const inventorySiteSaveResponseSchema = envelopeSchema(z.null(), inventorySiteSchema);

/** POST …/SaveWorkstation: id 0 adds; a workstation is deactivated, never deleted (users point at it). */
export const shippingWorkstationFormSchema = z.object({
  id: idOrZero(),
  inventorySiteId: id(inventorySiteMessages.notFound),
  name: text({
    max: inventorySiteLimits.workstationName,
    required: inventorySiteMessages.workstationNameRequired,
    tooLong: inventorySiteMessages.workstationNameTooLong,
  }),
  isActive: z.boolean(),
});
export type ShippingWorkstationForm = z.infer<typeof shippingWorkstationFormSchema>;

/** Workstation saves answer with the whole site, so the page redraws from one source. */
export const inventorySiteChangeResponseSchema = envelopeSchema(z.null(), inventorySiteSchema);

export const inventoryFacilityOptionsSchema = z.array(optionSchema);
