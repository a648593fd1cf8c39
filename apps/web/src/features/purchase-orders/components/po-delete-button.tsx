import type { PurchaseOrder } from '@homer/contracts/ba-purchase-orders';
import { ActionIcon, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useId } from 'react';
import { deletePermission } from '../lib/delete-permission.ts';
import { poLabel } from '../lib/po-label.ts';

type Props = { po: PurchaseOrder; isBaAdmin: boolean; onDelete: (po: PurchaseOrder) => void };

/**
 * The row's delete button. When not permitted it stays focusable (aria-disabled, not disabled) so its tooltip
 * can say why on hover and on keyboard focus; the reason is also its accessible description.
 */
export function PoDeleteButton({ po, isBaAdmin, onDelete }: Props) {
  const { allowed, reason } = deletePermission(isBaAdmin, po.canDelete);
  const reasonId = useId();
  return (
    // The hidden reason is positioned absolutely: anchored here, it stays inside the table's scroll box instead
    // of widening the page (issue 10: no page scrolls sideways).
    <span style={{ position: 'relative', display: 'inline-block' }}>
      <Tooltip label={reason} withArrow multiline w={260} events={{ hover: true, focus: true, touch: true }}>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`Delete ${poLabel(po)}`}
          aria-describedby={reasonId}
          aria-disabled={allowed ? undefined : true}
          data-disabled={allowed ? undefined : true}
          onClick={(event) => {
            event.stopPropagation();
            if (allowed) onDelete(po);
          }}
        >
          <IconTrash size={18} aria-hidden="true" />
        </ActionIcon>
      </Tooltip>
      <VisuallyHidden id={reasonId}>{reason}</VisuallyHidden>
    </span>
  );
}
