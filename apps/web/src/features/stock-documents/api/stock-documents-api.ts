import type { Envelope, Paged } from '@homer/contracts/envelope';
import {
  stockDocumentPaths as paths,
  type StockDocument,
  type StockDocumentKindName,
  type StockDocumentRow,
  stockDocumentMessages,
} from '@homer/contracts/stock-documents';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../shared/lib/api-client.ts';
import type { ListPageParams } from '../../../shared/ui/list-page/list-state.ts';

/** '' = every site / every kind (the filters' "all"). */
export type DocumentFilters = { siteId: string; kind: '' | StockDocumentKindName };

export const documentListKey = ['stock-documents', 'list'] as const;

export function getDocumentList(params: ListPageParams<DocumentFilters>, signal: AbortSignal) {
  const { page, pageSize, sortOrder, after, before, search, siteId, kind } = params;
  return apiGet<Paged<StockDocumentRow>>(paths.list, {
    query: {
      page,
      pageSize,
      sortOrder,
      after,
      before,
      search: search || undefined,
      siteId: siteId || undefined,
      kind: kind || undefined,
    },
    signal,
  });
}

export function documentQuery(id: number) {
  return queryOptions({
    queryKey: ['stock-documents', 'one', id],
    queryFn: async ({ signal }): Promise<StockDocument> => {
      const envelope = await apiGet<Envelope<StockDocument, null>>(paths.document, {
        query: { id },
        signal,
        skipErrorHandling: [404],
      });
      if (!envelope.value) throw new Error(envelope.message ?? stockDocumentMessages.notFound);
      return envelope.value;
    },
  });
}
