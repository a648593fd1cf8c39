import { z } from 'zod';
import { envelopeSchema, optionSchema } from './envelope.ts';
import { id, idOrZero, queryIdOrZero, text } from './fields.ts';

/**
 * Workstations (spec §2.2, §3 "Inventory workstation", §6, §7 "Inventory workstation service"; decision 062).
 * The spec gives the service's operations, not its paths: get workstation, get options, set workstation (the
 * set returns message, messageClass, isSuccessful and the model). The same three serve the CI repack area.
 */

export const inventoryWorkstationPaths = {
  /** GET, Inventory Technician: the signed-in user's workstation (value null when none is chosen). */
  get: 'api/Inventory/Workstation/GetWorkstation',
  /** GET, Inventory Technician: active workstations of active inventories at the user's facilities. */
  options: 'api/Inventory/Workstation/GetWorkstationOptions',
  /** POST, Inventory Technician: choose one of those options. */
  set: 'api/Inventory/Workstation/SetWorkstation',
} as const;

export const ciWorkstationPaths = {
  /** GET, CI User: the user's repack workstation and whether the first-visit modal applies to them. */
  get: 'api/CiRepack/Workstation/GetWorkstation',
  /** GET, CI User: active repack workstations at the user's facilities. */
  options: 'api/CiRepack/Workstation/GetWorkstationOptions',
  /** POST, CI User: choose one of those options. */
  set: 'api/CiRepack/Workstation/SetWorkstation',
  /** GET ?facilityId= (0 = all), CI SystemAdmin: every repack workstation, by facility and name. */
  list: 'api/CiRepack/Workstation/GetList',
  /** POST, CI SystemAdmin: id 0 adds; deactivated, never deleted. */
  save: 'api/CiRepack/Workstation/Save',
  /** GET, CI SystemAdmin: active facilities (value/text options). */
  facilities: 'api/Select/CiWorkstationFacilities',
} as const;

export const workstationMessages = {
  /** Spec §2.2: the banner's text when the user has no workstation. */
  noneSelected: 'None Selected',
  workstationRequired: 'Workstation is required.',
  notAvailable: 'That workstation is not one of your facilities’ active workstations.',
  set: (name: string) => `Workstation set to ${name}.`,
  nameRequired: 'Name is required.',
  nameTooLong: 'Name cannot be longer than 50 characters.',
  facilityRequired: 'Facility is required.',
  facilityInvalid: 'Choose an active facility.',
  duplicateName: 'This facility already has a workstation with this name.',
  notFound: 'That workstation does not exist.',
  saved: 'Workstation saved.',
} as const;

/** Spec §3 "Inventory workstation". */
export const inventoryWorkstationSchema = z.object({
  shippingWorkstationId: z.number().int(),
  workstationName: z.string(),
  inventorySiteName: z.string(),
});
export type InventoryWorkstation = z.infer<typeof inventoryWorkstationSchema>;
export const inventoryWorkstationResponseSchema = envelopeSchema(inventoryWorkstationSchema, z.null());

export const ciWorkstationSchema = z.object({
  ciWorkstationId: z.number().int(),
  workstationName: z.string(),
  facilityName: z.string(),
});
export type CiWorkstation = z.infer<typeof ciWorkstationSchema>;

/**
 * The CI workstation state. `offerModal` (spec §6): the user is internal (isInternalBphpUser) and their email is not
 * on their organization's own domain; the page opens the modal once per sign-in token for them.
 */
export const ciWorkstationStateSchema = z.object({
  workstation: ciWorkstationSchema.nullable(),
  offerModal: z.boolean(),
});
export type CiWorkstationState = z.infer<typeof ciWorkstationStateSchema>;
export const ciWorkstationStateResponseSchema = envelopeSchema(ciWorkstationStateSchema, z.null());

/** Options: value = workstation id, text = its name, additionalData = its inventory (or facility). */
export const workstationOptionsSchema = z.array(optionSchema);

export const setInventoryWorkstationSchema = z.object({
  shippingWorkstationId: id(workstationMessages.workstationRequired),
});
export type SetInventoryWorkstation = z.infer<typeof setInventoryWorkstationSchema>;
export const setInventoryWorkstationResponseSchema = envelopeSchema(z.null(), inventoryWorkstationSchema);

export const setCiWorkstationSchema = z.object({
  ciWorkstationId: id(workstationMessages.workstationRequired),
});
export type SetCiWorkstation = z.infer<typeof setCiWorkstationSchema>;
export const setCiWorkstationResponseSchema = envelopeSchema(z.null(), ciWorkstationSchema);

// ---------------------------------------------------------------------------------------------------------
// CI workstation administration (ci-repack/admin/workstations)

export const ciWorkstationListQuerySchema = z.object({ facilityId: queryIdOrZero().default(0) });

export const ciWorkstationRowSchema = z.object({
  id: z.number().int(),
  facilityId: z.number().int(),
  facilityName: z.string(),
  name: z.string(),
  isActive: z.boolean(),
  /** Users who currently work at it. */
  userCount: z.number().int(),
});
export type CiWorkstationRow = z.infer<typeof ciWorkstationRowSchema>;
export const ciWorkstationListSchema = z.array(ciWorkstationRowSchema);

export const ciWorkstationFormSchema = z.object({
  id: idOrZero(),
  facilityId: id(workstationMessages.facilityRequired),
  name: text({
    max: 50,
    required: workstationMessages.nameRequired,
    tooLong: workstationMessages.nameTooLong,
  }),
  isActive: z.boolean(),
});
export type CiWorkstationForm = z.infer<typeof ciWorkstationFormSchema>;
export const ciWorkstationSaveResponseSchema = envelopeSchema(z.null(), ciWorkstationRowSchema);
export const ciWorkstationFacilityOptionsSchema = z.array(optionSchema);
