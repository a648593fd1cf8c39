import type { RecallSummary } from '@homer/contracts/recall-report';
import type { RecallFilters } from '../api/reports-api.ts';

const productLength = 60;

/** A recall as the choice names it: number, class and enough of the product to tell one firm's recalls apart. */
export function recallLabel(recall: RecallSummary): string {
  const text = recall.productDescription.trim();
  const product = text.length > productLength ? `${text.slice(0, productLength - 3).trimEnd()}...` : text;
  return [recall.recallNumber, recall.classification, product].filter(Boolean).join(' · ');
}

/**
 * The report's filters as a link gives them (?recallId=&search=): without a well-formed recall, the newest one
 * offered ('' when none is, and then there is no report to ask for).
 */
export function recallFiltersFrom(query: URLSearchParams, newest: number | undefined): RecallFilters {
  const linked = query.get('recallId') ?? '';
  const recallId = /^[1-9]\d{0,9}$/.test(linked) ? linked : newest ? String(newest) : '';
  return { recallId, search: (query.get('search') ?? '').trim().slice(0, 200) };
}
