import { type RxData, refillMessages } from '@homer/contracts/refills';
import { describe, expect, it, vi } from 'vitest';
import { type CreatePhase, type CreateRefillCalls, createRefill } from './create-refill-flow.ts';

const main = { inventorySiteId: 11, inventoryName: 'Central Pharmacy Main Inventory', facilityId: 1 };
const satellite = { inventorySiteId: 12, inventoryName: 'Central Pharmacy Satellite', facilityId: 1 };
const rx = (over: Partial<RxData> = {}): RxData => ({
  rxNumber: '10000001',
  errorMessage: null,
  messageClass: null,
  inventories: [main],
  ...over,
});

function calls(data: RxData, saved = { shipmentId: 7, inventoryId: 11 }) {
  return {
    getRxData: vi.fn<CreateRefillCalls['getRxData']>().mockResolvedValue(data),
    validateAndSave: vi
      .fn<CreateRefillCalls['validateAndSave']>()
      .mockResolvedValue({ errorMessage: null, messageClass: null, ...saved }),
  };
}
const request = { rxNumber: '10000001', scanned: false, facilityId: 1, chosenInventoryId: null };

describe('createRefill (spec §4.8, §5)', () => {
  it('reads the Rx, creates the shipment on its only inventory, and reports each phase', async () => {
    const api = calls(rx());
    const phases: CreatePhase[] = [];
    const outcome = await createRefill(request, api, (p) => phases.push(p));
    expect(outcome).toEqual({ kind: 'created', shipmentId: 7, inventoryId: 11 });
    expect(phases).toEqual(['gettingRxInfo', 'creatingRefill', 'redirecting']);
    expect(api.getRxData).toHaveBeenCalledWith('10000001', false, 1);
    expect(api.validateAndSave).toHaveBeenCalledWith(rx(), 11, 1);
  });

  it('warns and offers a choice when several inventories can fill it; then uses the chosen one', async () => {
    const api = calls(rx({ inventories: [main, satellite] }), { shipmentId: 8, inventoryId: 12 });
    const first = await createRefill(request, api, () => undefined);
    expect(first).toEqual({
      kind: 'refused',
      message: 'Multiple Inventories tied to Rx Number, please select one. Then scan again.',
      messageClass: 'warning',
      inventories: [main, satellite],
    });
    expect(api.validateAndSave).not.toHaveBeenCalled();
    const again = await createRefill({ ...request, chosenInventoryId: 12 }, api, () => undefined);
    expect(again).toEqual({ kind: 'created', shipmentId: 8, inventoryId: 12 });
    expect(api.validateAndSave).toHaveBeenCalledWith(expect.anything(), 12, 1);
  });

  it('refuses with an error when no inventory can fill it', async () => {
    const api = calls(rx({ inventories: [] }));
    const outcome = await createRefill(request, api, () => undefined);
    expect(outcome).toEqual({
      kind: 'refused',
      message: 'No Inventories tied to Rx Number.',
      messageClass: 'error',
      inventories: [],
    });
    expect(api.validateAndSave).not.toHaveBeenCalled();
  });

  it("ends with the server's errorMessage, from either call", async () => {
    const unknown = calls(rx({ errorMessage: refillMessages.rxNotFound('99'), messageClass: 'error' }));
    const phases: CreatePhase[] = [];
    expect(await createRefill(request, unknown, (p) => phases.push(p))).toMatchObject({
      kind: 'refused',
      message: 'Rx Number 99 was not found in QS1.',
      messageClass: 'error',
    });
    expect(phases).toEqual(['gettingRxInfo']);

    const onShipment = calls(rx());
    onShipment.validateAndSave.mockResolvedValue({
      errorMessage: refillMessages.rxOnOpenShipment('10000001', 3),
      messageClass: 'error',
      shipmentId: null,
      inventoryId: null,
    });
    expect(await createRefill(request, onShipment, () => undefined)).toMatchObject({
      kind: 'refused',
      messageClass: 'error',
      message: refillMessages.rxOnOpenShipment('10000001', 3),
    });
  });
});
