import type { Envelope } from '@homer/contracts/envelope';
import type { RefillShipmentDetail } from '@homer/contracts/refills';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../shared/lib/api-client.ts';
import { refusalMessage } from '../../../shared/lib/refusal-message.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { fulfillmentListKey, shipmentKey } from '../api/fulfillment-api.ts';
import { recentRefillsKey } from '../api/widget-api.ts';

/** Runs one command on the shown shipment; resolves to the refusal's message, or null when it was done. */
export type RunCommand = (
  call: () => Promise<Envelope<RefillShipmentDetail, null>>,
) => Promise<string | null>;

/**
 * Runs one command on the shipment on screen: the answer (the shipment as it is now) replaces the page's copy
 * and its message is toasted. A refusal comes back as its message for the form to show; a 409 (someone moved the
 * shipment meanwhile) also reloads it, so the page shows the step it is really at.
 */
export function useShipmentCommand(shipmentId: number, inventoryId: number): RunCommand {
  const queryClient = useQueryClient();
  return async (call) => {
    try {
      const result = await call();
      if (result.value) queryClient.setQueryData(shipmentKey(shipmentId, inventoryId), result.value);
      void queryClient.invalidateQueries({ queryKey: fulfillmentListKey });
      void queryClient.invalidateQueries({ queryKey: recentRefillsKey });
      if (result.message) toast.show(result.message, result.messageClass ?? 'success');
      return null;
    } catch (error) {
      if (error instanceof ApiError && (error.status === 409 || error.status === 404)) {
        await queryClient.invalidateQueries({ queryKey: shipmentKey(shipmentId, inventoryId) });
      }
      return refusalMessage(error) ?? 'The shipment could not be changed. Please try again.';
    }
  };
}
