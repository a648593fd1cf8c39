import type { Invoice, InvoiceForm } from '@homer/contracts/ba-invoices';
import type { OverCommitValue } from '@homer/contracts/ba-over-commit';
import type { Envelope } from '@homer/contracts/envelope';
import { apiPost } from '../../../shared/lib/api-client.ts';

export function saveInvoice(form: InvoiceForm): Promise<Envelope<OverCommitValue | null, Invoice>> {
  return apiPost('api/BA/SaveInvoice', { body: form });
}
