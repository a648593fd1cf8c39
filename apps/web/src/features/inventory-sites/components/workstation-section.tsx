import type { InventorySite, ShippingWorkstation } from '@homer/contracts/inventory-sites';
import { Badge, Button, Group, Table } from '@mantine/core';
import { useState } from 'react';
import { refusalMessage } from '../../../shared/lib/refusal-message.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { saveShippingWorkstation } from '../api/inventory-sites-api.ts';
import { SiteChildSection } from './site-child-section.tsx';
import { WorkstationModal } from './workstation-modal.tsx';

type Props = { site: InventorySite; onChanged: (site: InventorySite) => void };

/** The inventory's shipping workstations: add, rename, deactivate (never deleted: users point at them). */
export function WorkstationSection({ site, onChanged }: Props) {
  const [editing, setEditing] = useState<ShippingWorkstation | 'new' | null>(null);

  const toggle = async (ws: ShippingWorkstation) => {
    try {
      const result = await saveShippingWorkstation({
        id: ws.id,
        inventorySiteId: site.id,
        name: ws.name,
        isActive: !ws.isActive,
      });
      if (result.model) onChanged(result.model);
      toast.show(result.message ?? '', result.isSuccessful ? 'success' : 'error');
    } catch (error) {
      toast.error(refusalMessage(error) ?? 'The workstation could not be saved.');
    }
  };

  return (
    <SiteChildSection
      title="Shipping Workstations"
      addLabel="Add Workstation"
      onAdd={() => setEditing('new')}
      emptyText="No workstations."
      isEmpty={site.workstations.length === 0}
      minWidth={360}
      columns={['Workstation', 'Status']}
      modal={
        editing !== null && (
          <WorkstationModal
            siteId={site.id}
            workstation={editing === 'new' ? null : editing}
            onClose={() => setEditing(null)}
            onSaved={(next) => {
              onChanged(next);
              setEditing(null);
            }}
          />
        )
      }
    >
      {site.workstations.map((ws) => (
        <Table.Tr key={ws.id}>
          <Table.Td>{ws.name}</Table.Td>
          <Table.Td>
            <Badge color={ws.isActive ? 'teal.9' : 'gray.8'} variant="filled">
              {ws.isActive ? 'Active' : 'Inactive'}
            </Badge>
          </Table.Td>
          <Table.Td>
            <Group gap="xs">
              <Button
                size="xs"
                variant="default"
                onClick={() => setEditing(ws)}
                aria-label={`Rename ${ws.name}`}
              >
                Rename
              </Button>
              <Button
                size="xs"
                variant="default"
                onClick={() => toggle(ws)}
                aria-label={ws.isActive ? `Deactivate ${ws.name}` : `Activate ${ws.name}`}
              >
                {ws.isActive ? 'Deactivate' : 'Activate'}
              </Button>
            </Group>
          </Table.Td>
        </Table.Tr>
      ))}
    </SiteChildSection>
  );
}
