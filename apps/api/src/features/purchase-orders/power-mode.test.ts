import type { PurchaseOrder } from '@homer/contracts/ba-purchase-orders';
import { describe, expect, it } from 'vitest';
import { simulatePurchaseOrders } from './power-mode.ts';
import { powerModeEnabled } from './power-mode-enabled.ts';

const po: PurchaseOrder = {
  poId: 1,
  budgetId: 1,
  poNumber: 'PO-1',
  lineNumber: 1,
  vendorName: 'V',
  poValue: '333.33',
  expendituresYtd: '100.01',
  remainingPoBalance: '233.32',
  remainingPoPercent: '23.33',
  belowPOLevelThreshold: false,
  purchaseReqNumber: null,
  purchaseReqPeriod: null,
  canDelete: false,
  isActive: true,
};
const levels = { allocatedAmt: '1000.00', lowBudgetLevel: '10.00', isLowBudgetLevelPercent: true };

describe('power-mode test figures', () => {
  it('scale exactly, rounding half away from zero', () => {
    const [row] = simulatePurchaseOrders([po], levels, { testMultiplier: '1.5', testRandomize: false });
    // 333.33 × 1.5 = 499.995 → 500.00; 100.01 × 1.5 = 150.015 → 150.02
    expect(row).toMatchObject({
      poValue: '500.00',
      expendituresYtd: '150.02',
      remainingPoBalance: '349.98',
      remainingPoPercent: '23.33',
    });
  });

  it('randomize spends 0 to 110 % and flags rows below the threshold like the view', () => {
    const [none] = simulatePurchaseOrders([po], levels, { testRandomize: true }, () => 0);
    expect(none).toMatchObject({
      expendituresYtd: '0.00',
      remainingPoBalance: '333.33',
      belowPOLevelThreshold: false,
    });
    const [over] = simulatePurchaseOrders([po], levels, { testRandomize: true }, () => 0.99999);
    expect(over).toMatchObject({
      expendituresYtd: '366.63',
      remainingPoBalance: '-33.30',
      remainingPoPercent: '-3.33',
      belowPOLevelThreshold: true,
    });
    // 90.00 % spent: exactly 10 % left is not below 10 %; less is.
    const [edge] = simulatePurchaseOrders(
      [{ ...po, poValue: '300.00' }],
      levels,
      { testRandomize: true },
      () => 9000.5 / 11000,
    );
    expect(edge).toMatchObject({ remainingPoBalance: '30.00', belowPOLevelThreshold: false });
    const [below] = simulatePurchaseOrders(
      [{ ...po, poValue: '300.00' }],
      levels,
      { testRandomize: true },
      () => 9001.5 / 11000,
    );
    expect(below).toMatchObject({ remainingPoBalance: '29.97', belowPOLevelThreshold: true });
  });

  it('an amount threshold and a zero allocation', () => {
    const amountLevels = { allocatedAmt: '0', lowBudgetLevel: '250.00', isLowBudgetLevelPercent: false };
    const [row] = simulatePurchaseOrders([po], amountLevels, { testRandomize: false });
    expect(row).toMatchObject({
      remainingPoBalance: '233.32',
      belowPOLevelThreshold: true,
      remainingPoPercent: null,
    });
  });
});

describe('the power-mode switch', () => {
  it('needs POWER_MODE=true and is never on in production', () => {
    expect(powerModeEnabled({ powerMode: true, environment: 'development' })).toBe(true);
    expect(powerModeEnabled({ powerMode: true, environment: 'demo' })).toBe(true);
    expect(powerModeEnabled({ powerMode: true, environment: 'production' })).toBe(false);
    expect(powerModeEnabled({ powerMode: false, environment: 'development' })).toBe(false);
  });
});
