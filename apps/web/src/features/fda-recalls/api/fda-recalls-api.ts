import type { EntityAuditRow } from '@homer/contracts/entity-audit';
import type { Envelope, Paged } from '@homer/contracts/envelope';
import {
  fdaRecallMessages,
  type NdcProduct,
  type NdcProductSave,
  fdaRecallPaths as paths,
  type Recall,
  type RecallRecipient,
  type RecallRow,
  type RecallUploadResult,
} from '@homer/contracts/fda-recalls';
import { ApiError, apiGet, apiPost } from '../../../shared/lib/api-client.ts';
import type { ListPageParams } from '../../../shared/ui/list-page/list-state.ts';

export const recallWidgetKey = ['fda-recalls', 'widget'] as const;
export const recallListKey = ['fda-recalls', 'list'] as const;
export const formularyListKey = ['fda-recalls', 'formulary'] as const;
export const ndcProductKey = (id: number) => ['fda-recalls', 'formulary', 'product', id] as const;
export const ndcProductHistoryKey = (id: number) => ['fda-recalls', 'formulary-history', id] as const;

/** Spec §7: the widget's call, exactly as written there. Failures are told by the widget's own toast. */
export async function getRecallWidget(signal: AbortSignal): Promise<Recall[]> {
  const envelope = await apiGet<Envelope<Recall[], null>>(paths.widget, {
    query: { state: 'FL', status: 'Ongoing', isInFormulary: true },
    signal,
    // Sign-out (401) and access (403) keep their shell handling; every other failure is the widget's toast.
    skipErrorHandling: [0, 400, 404, 500, 502, 503, 504],
  });
  if (!envelope.isSuccessful || !envelope.value) throw new Error(fdaRecallMessages.loadFailed);
  return envelope.value;
}

export type RecallFilters = { state: string; status: string; isInFormulary: boolean; isInStock: boolean };
export type RecallListResult = Paged<RecallRow> & {
  lastImport?: { at: string; source: string; records: number } | null;
};

export function getRecallList(
  params: ListPageParams<RecallFilters>,
  signal: AbortSignal,
): Promise<RecallListResult> {
  const { page, pageSize, sortOrder, search, after, before, state, status, isInFormulary, isInStock } =
    params;
  return apiGet(paths.recallList, {
    query: { page, pageSize, sortOrder, search, after, before, state, status, isInFormulary, isInStock },
    signal,
  });
}

/** POST multipart with one part named `file`; the server's refusal becomes the error's message. */
export async function uploadRecalls(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file, file.name);
  const fallback = 'The file could not be imported.';
  let envelope: Envelope<RecallUploadResult, null>;
  try {
    envelope = await apiPost<Envelope<RecallUploadResult, null>>(paths.upload, {
      body: form,
      skipErrorHandling: [400, 413],
    });
  } catch (error) {
    throw error instanceof ApiError && error.message ? new Error(error.message) : new Error(fallback);
  }
  if (!envelope.isSuccessful) throw new Error(envelope.message || fallback);
  return envelope.message ?? '';
}

export type FormularyFilters = { isActive: '' | 'true' | 'false' };

export function getFormularyList(
  params: ListPageParams<FormularyFilters>,
  signal: AbortSignal,
): Promise<Paged<NdcProduct>> {
  const { page, pageSize, sortField, sortOrder, search, after, before, isActive } = params;
  return apiGet(paths.formularyList, {
    query: { page, pageSize, sortField, sortOrder, search, after, before, isActive },
    signal,
  });
}

/**
 * The formulary list (GetNdcProductList) as the choices of a product picker: active products matching the search,
 * by name. The formulary is read by every NDC user, so a picker needs no endpoint of its own.
 */
export const formularyChoicesQuery = (search: string) => ({
  queryKey: [...formularyListKey, 'choices', search] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiGet<Paged<NdcProduct>>(paths.formularyList, {
      query: { pageSize: 25, sortField: 'productName', search, isActive: 'true' },
      signal,
    }).then((page) => page.data),
});

export async function getNdcProduct(id: number, signal: AbortSignal): Promise<NdcProduct> {
  const envelope = await apiGet<Envelope<NdcProduct, null>>(paths.formularyGet, { query: { id }, signal });
  if (!envelope.value) throw new Error(envelope.message ?? fdaRecallMessages.notFound);
  return envelope.value;
}

export function saveNdcProduct(body: NdcProductSave): Promise<Envelope<NdcProduct, null>> {
  return apiPost(paths.formularySave, { body, skipErrorHandling: [400, 404, 409] });
}

export function getNdcProductAudit(id: number): Promise<EntityAuditRow[]> {
  return apiGet(paths.formularyAudit, { query: { id } });
}

/** GET …/GetRecallRecipients: where the recall's lots went and which patients received them (PHI, decision 099). */
export const recallRecipientsQuery = (recallId: number) => ({
  queryKey: ['fda-recalls', 'recipients', recallId] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiGet<RecallRecipient[]>(paths.recallRecipients, { query: { id: recallId }, signal }),
});
