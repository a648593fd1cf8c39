import { purchaseOrderMessages as m } from '@homer/contracts/ba-purchase-orders';
import { describe, expect, it } from 'vitest';
import { deletePermission } from './delete-permission.ts';

describe('deletePermission', () => {
  it('needs the B&A admin and a PO without invoices', () => {
    expect(deletePermission(true, true)).toEqual({ allowed: true, reason: m.deleteRule });
    expect(deletePermission(true, false)).toEqual({ allowed: false, reason: m.hasInvoices });
    // The role comes first: a manager is told about permission, whatever the row.
    expect(deletePermission(false, true)).toEqual({ allowed: false, reason: m.deleteNotPermitted });
    expect(deletePermission(false, false)).toEqual({ allowed: false, reason: m.deleteNotPermitted });
  });
});
