import { describe, expect, it } from 'vitest';
import { defaultReviewFilters, reviewFilterQuery } from './review-filters.ts';

describe('reviewFilterQuery', () => {
  it('sends nothing for the defaults', () => {
    expect(reviewFilterQuery(defaultReviewFilters)).toEqual({
      status: undefined,
      reviewerUserId: undefined,
      facilityId: undefined,
      from: undefined,
      to: undefined,
    });
  });

  it('sends set filters and leaves out a half-typed date', () => {
    expect(
      reviewFilterQuery({
        status: 'Approved',
        reviewerUserId: 4,
        facilityId: 7,
        from: '2027-01-01',
        to: '2027-0',
      }),
    ).toEqual({ status: 'Approved', reviewerUserId: 4, facilityId: 7, from: '2027-01-01', to: undefined });
  });
});
