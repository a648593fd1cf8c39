import type { IcqReviewStatus } from '@homer/contracts/icq-reviews';

export type ReviewFilters = {
  status: '' | IcqReviewStatus;
  /** null: any (not 0, so that the list does not count it as an active filter). */
  reviewerUserId: number | null;
  facilityId: number | null;
  /** Proposed on or after / on or before these programme days (YYYY-MM-DD), '' for open. */
  from: string;
  to: string;
};

export const defaultReviewFilters: ReviewFilters = {
  status: '',
  reviewerUserId: null,
  facilityId: null,
  from: '',
  to: '',
};

const isDay = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v);

/** The filters as the server reads them; a half-typed date is left out rather than refused. */
export function reviewFilterQuery(f: ReviewFilters) {
  return {
    status: f.status || undefined,
    reviewerUserId: f.reviewerUserId || undefined,
    facilityId: f.facilityId || undefined,
    from: isDay(f.from) ? f.from : undefined,
    to: isDay(f.to) ? f.to : undefined,
  };
}
