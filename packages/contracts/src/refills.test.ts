import { describe, expect, it } from 'vitest';
import {
  canEditRefillItems,
  isOpenRefillStep,
  nextRefillStep,
  readRxNumber,
  refillListQuerySchema,
  refillMessages,
  refillStepLabel,
  refillStepName,
  refillStepText,
  rxInventoryCheck,
  rxNumberFromInput,
} from './refills.ts';

describe('refill steps (§4.7)', () => {
  it('labels each step for the dashboard and names it for the fulfilment pages', () => {
    expect([-1, 0, 1, 2, 3, 4, 5, 6, Number.NaN].map(refillStepLabel)).toEqual([
      'Not Submitted',
      'Submitted',
      'Submitted',
      'In Progress',
      'Fulfilled',
      'Shipped',
      'Delivered',
      'Step Not Found',
      'Step Not Found',
    ]);
    expect(refillStepName(2)).toBe('QC Check');
    expect(refillStepName(9)).toBe('Step Not Found');
  });

  it("gives staff the dashboard's word with the step's name beside it, once where they are the same", () => {
    expect([-1, 0, 1, 2, 3, 4, 5, 9].map(refillStepText)).toEqual([
      'Not Submitted',
      'Submitted · Product Prep',
      'Submitted · Shipping Prep',
      'In Progress · QC Check',
      'Fulfilled · Pending Shipment',
      'Shipped · Completed',
      'Delivered',
      'Step Not Found',
    ]);
  });

  it('moves forward one step at a time; items change only before Shipping Prep; open until Completed', () => {
    expect([-1, 0, 4, 5, -2].map(nextRefillStep)).toEqual([0, 1, 5, null, null]);
    expect([-1, 0, 1].map(canEditRefillItems)).toEqual([true, true, false]);
    expect([3, 4].map(isOpenRefillStep)).toEqual([true, false]);
  });
});

describe('rxNumberFromInput', () => {
  it('takes typed digits only, and the first run of digits of a scanned label', () => {
    expect(rxNumberFromInput(' 10000001 ', false)).toBe('10000001');
    expect(rxNumberFromInput('RX 10000001', false)).toBeNull();
    expect(rxNumberFromInput('123456789', false)).toBeNull();
    expect(rxNumberFromInput('RX# 10000001-02', true)).toBe('10000001');
    expect(rxNumberFromInput('RX#123456789', true)).toBeNull();
    expect(rxNumberFromInput('no number', true)).toBeNull();
  });
});

describe('readRxNumber', () => {
  it('answers the number, or why there is none', () => {
    expect(readRxNumber(' 42 ', false)).toEqual({ rx: '42' });
    expect(readRxNumber('  ', true)).toEqual({ error: refillMessages.rxRequired });
    expect(readRxNumber('x1', false)).toEqual({ error: refillMessages.rxInvalid });
    expect(readRxNumber('no number', true)).toEqual({ error: refillMessages.rxNotOnLabel });
  });
});

describe('rxInventoryCheck (§5)', () => {
  const one = [{ inventorySiteId: 1 }];
  const two = [{ inventorySiteId: 1 }, { inventorySiteId: 2 }];
  it('warns for several without a choice, errs for none, passes otherwise', () => {
    expect(rxInventoryCheck([], null)).toEqual({
      message: 'No Inventories tied to Rx Number.',
      messageClass: 'error',
    });
    expect(rxInventoryCheck(two, 0)).toEqual({
      message: 'Multiple Inventories tied to Rx Number, please select one. Then scan again.',
      messageClass: 'warning',
    });
    expect(rxInventoryCheck(two, 2)).toBeNull();
    expect(rxInventoryCheck(one, null)).toBeNull();
  });
});

describe('refillListQuerySchema', () => {
  it('defaults to open shipments and refuses unknown steps', () => {
    expect(refillListQuerySchema.parse({ pageSize: '10' })).toMatchObject({ step: 'open', facilityId: 0 });
    expect(refillListQuerySchema.safeParse({ pageSize: '10', step: '7' }).success).toBe(false);
  });
});
