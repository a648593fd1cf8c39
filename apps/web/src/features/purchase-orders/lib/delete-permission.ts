import { purchaseOrderMessages } from '@homer/contracts/ba-purchase-orders';

export type DeletePermission = { allowed: boolean; reason: string };

/**
 * Spec §6: deleting needs the B&A module at SystemAdmin AND the row's canDelete. A disabled button says why:
 * the spec's permission text for the role, the delete rule's reason for a PO with invoices.
 */
export function deletePermission(isBaAdmin: boolean, canDelete: boolean): DeletePermission {
  if (!isBaAdmin) return { allowed: false, reason: purchaseOrderMessages.deleteNotPermitted };
  if (!canDelete) return { allowed: false, reason: purchaseOrderMessages.hasInvoices };
  return { allowed: true, reason: purchaseOrderMessages.deleteRule };
}
