import {
  type InventorySite,
  type InventoryStockLine,
  inventorySiteMessages as m,
} from '@homer/contracts/inventory-sites';
import { Badge, Button, Group, Table } from '@mantine/core';
import { useState } from 'react';
import { refusalMessage } from '../../../shared/lib/refusal-message.ts';
import { confirmAction } from '../../../shared/ui/confirm-action.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { deleteInventoryStock } from '../api/inventory-sites-api.ts';
import { SiteChildSection } from './site-child-section.tsx';
import { StockLineModal } from './stock-line-modal.tsx';

type Props = { site: InventorySite; onChanged: (site: InventorySite) => void };

const today = () => new Date().toISOString().slice(0, 10);

/** What the inventory holds, by NDC and lot; an expired lot is marked. */
export function StockSection({ site, onChanged }: Props) {
  const [editing, setEditing] = useState<InventoryStockLine | 'new' | null>(null);

  const remove = async (line: InventoryStockLine) => {
    const sure = await confirmAction(
      'Remove Stock Line',
      `Remove ${line.ndc} lot ${line.lotNumber} from this inventory?`,
      'Remove',
    );
    if (!sure) return;
    try {
      const result = await deleteInventoryStock(line.id);
      if (result.model) onChanged(result.model);
      toast.success(result.message ?? m.stockDeleted);
    } catch (error) {
      toast.error(refusalMessage(error) ?? 'The stock line could not be removed.');
    }
  };

  return (
    <SiteChildSection
      title="Stock"
      addLabel="Add Stock Line"
      onAdd={() => setEditing('new')}
      emptyText="No stock lines."
      isEmpty={site.stock.length === 0}
      minWidth={640}
      columns={['NDC', 'Product', 'Lot Number', 'Expiration Date', 'Quantity']}
      modal={
        editing !== null && (
          <StockLineModal
            siteId={site.id}
            line={editing === 'new' ? null : editing}
            onClose={() => setEditing(null)}
            onSaved={(next) => {
              onChanged(next);
              setEditing(null);
            }}
          />
        )
      }
    >
      {site.stock.map((line) => (
        <Table.Tr key={line.id}>
          <Table.Td>{line.ndc}</Table.Td>
          <Table.Td>{line.productName ?? ''}</Table.Td>
          <Table.Td>{line.lotNumber}</Table.Td>
          <Table.Td>
            {line.expirationDate ?? ''}{' '}
            {line.expirationDate && line.expirationDate < today() && (
              <Badge color="red.9" variant="filled">
                Expired
              </Badge>
            )}
          </Table.Td>
          <Table.Td>{line.quantity}</Table.Td>
          <Table.Td>
            <Group gap="xs" wrap="nowrap">
              <Button
                size="xs"
                variant="default"
                onClick={() => setEditing(line)}
                aria-label={`Edit ${line.ndc} lot ${line.lotNumber}`}
              >
                Edit
              </Button>
              <Button
                size="xs"
                variant="default"
                onClick={() => remove(line)}
                aria-label={`Remove ${line.ndc} lot ${line.lotNumber}`}
              >
                Remove
              </Button>
            </Group>
          </Table.Td>
        </Table.Tr>
      ))}
    </SiteChildSection>
  );
}
