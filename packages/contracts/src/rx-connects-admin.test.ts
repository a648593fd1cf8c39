import { describe, expect, it } from 'vitest';
import { RxConnectsStatus } from './rx-connects.ts';
import {
  decisionsFor,
  rxConnectsAdminMessages as m,
  refusalFor,
  rxConnectsListQuerySchema,
} from './rx-connects-admin.ts';

describe('decisionsFor', () => {
  it('pending is approved or denied, approved withdrawn, denied and inactive are final', () => {
    expect(decisionsFor(RxConnectsStatus.Pending)).toEqual(['approve', 'deny']);
    expect(decisionsFor(RxConnectsStatus.Approved)).toEqual(['withdraw']);
    expect(decisionsFor(RxConnectsStatus.Denied)).toEqual([]);
    expect(decisionsFor(RxConnectsStatus.Inactive)).toEqual([]);
    expect(refusalFor(RxConnectsStatus.Denied, 'approve')).toBe(m.notPending);
    expect(refusalFor(RxConnectsStatus.Pending, 'withdraw')).toBe(m.notApproved);
    expect(refusalFor(RxConnectsStatus.Pending, 'deny')).toBeNull();
  });
});

describe('list query', () => {
  it('starts on Pending, 0 is every status, unknown statuses are refused', () => {
    expect(rxConnectsListQuerySchema.parse({ pageSize: '25' }).statusId).toBe(RxConnectsStatus.Pending);
    expect(rxConnectsListQuerySchema.parse({ pageSize: '25', statusId: '0' }).statusId).toBe(0);
    expect(rxConnectsListQuerySchema.safeParse({ pageSize: '25', statusId: '7' }).success).toBe(false);
  });
});
