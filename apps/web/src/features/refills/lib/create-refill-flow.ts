import type { MessageClass } from '@homer/contracts/envelope';
import {
  type RxData,
  type RxInventory,
  refillMessages,
  rxInventoryCheck,
  type ValidateAndSaveBody,
  type ValidateAndSaveResult,
} from '@homer/contracts/refills';

/** §4.8: the texts the create button shows while it works (it is disabled throughout). */
export type CreatePhase = 'gettingRxInfo' | 'creatingRefill' | 'redirecting';
export const phaseLabels: Record<CreatePhase, string> = {
  gettingRxInfo: refillMessages.gettingRxInfo,
  creatingRefill: refillMessages.creatingRefill,
  redirecting: refillMessages.redirecting,
};

export type CreateOutcome =
  | { kind: 'created'; shipmentId: number; inventoryId: number }
  | {
      kind: 'refused';
      message: string;
      messageClass: MessageClass;
      /** The inventories to choose from, when several can fill the Rx (§5's warning); else empty. */
      inventories: RxInventory[];
    };

export type CreateRefillCalls = {
  getRxData: (rxNumber: string, scanned: boolean, facilityId: number) => Promise<RxData>;
  validateAndSave: (
    body: ValidateAndSaveBody,
    inventorySiteId: number,
    facilityId: number,
  ) => Promise<ValidateAndSaveResult>;
};

export type CreateRefillRequest = {
  rxNumber: string;
  scanned: boolean;
  facilityId: number;
  /** The inventory picked after the §5 warning, if any. */
  chosenInventoryId: number | null;
};

/**
 * The widget's create flow (§4.8, §5): read the Rx, check its inventories (several and none chosen: the
 * warning and a choice; none: the error), then create the shipment. The server's errorMessage ends it with its
 * class. `onPhase` drives the button's text.
 */
export async function createRefill(
  request: CreateRefillRequest,
  calls: CreateRefillCalls,
  onPhase: (phase: CreatePhase) => void,
): Promise<CreateOutcome> {
  onPhase('gettingRxInfo');
  const rx = await calls.getRxData(request.rxNumber, request.scanned, request.facilityId);
  if (rx.errorMessage) {
    return {
      kind: 'refused',
      message: rx.errorMessage,
      messageClass: rx.messageClass ?? 'error',
      inventories: [],
    };
  }
  const check = rxInventoryCheck(rx.inventories, request.chosenInventoryId);
  if (check) {
    return {
      kind: 'refused',
      ...check,
      inventories: check.messageClass === 'warning' ? rx.inventories : [],
    };
  }
  const chosen = rx.inventories.find((i) => i.inventorySiteId === request.chosenInventoryId);
  const inventorySiteId = (chosen ?? rx.inventories[0])?.inventorySiteId ?? 0;

  onPhase('creatingRefill');
  const saved = await calls.validateAndSave(rx, inventorySiteId, request.facilityId);
  if (saved.errorMessage || saved.shipmentId === null) {
    const messageClass = saved.messageClass ?? 'error';
    return {
      kind: 'refused',
      message: saved.errorMessage ?? refillMessages.qs1Unavailable,
      messageClass,
      inventories: messageClass === 'warning' ? rx.inventories : [],
    };
  }
  onPhase('redirecting');
  return {
    kind: 'created',
    shipmentId: saved.shipmentId,
    inventoryId: saved.inventoryId ?? inventorySiteId,
  };
}

/** §4.8: where a created refill opens. */
export const fulfillmentEditPath = (shipmentId: number, inventoryId: number) =>
  `/pharmacy/fulfillment/edit/${shipmentId}/${inventoryId}`;
