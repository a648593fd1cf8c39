import type { InventorySite } from '@homer/contracts/inventory-sites';
import { Button, Divider } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { positiveId } from '../../../shared/lib/positive-id.ts';
import { routeCrumb } from '../../../shared/lib/route-crumb.ts';
import { AuditHistoryModal } from '../../../shared/ui/audit-history-modal.tsx';
import { RecordEditFrame } from '../../../shared/ui/record-edit-frame.tsx';
import {
  getInventorySiteAuditHistory,
  inventorySiteAuditKey,
  inventorySiteKey,
  inventorySiteListKey,
  inventorySiteQuery,
} from '../api/inventory-sites-api.ts';
import { SiteForm } from '../components/site-form.tsx';
import { StockSection } from '../components/stock-section.tsx';
import { WorkstationSection } from '../components/workstation-section.tsx';

const listPath = '/inventories/sites/list';

/** inventories/sites/edit/{id}; id 0 creates. An existing inventory also shows its stock in sum and workstations. */
export default function SiteEditPage() {
  const params = useParams();
  const id = params.id === '0' ? 0 : positiveId(params.id);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [auditOpen, setAuditOpen] = useState(false);
  const site = useQuery({ ...inventorySiteQuery(id ?? 0), enabled: !!id });
  if (id === null) return <Navigate to={listPath} replace />;
  const saved = site.data ?? null;

  const changed = (next: InventorySite) => {
    queryClient.setQueryData(inventorySiteKey(next.id), next);
    void queryClient.invalidateQueries({ queryKey: inventorySiteListKey });
    void queryClient.invalidateQueries({ queryKey: inventorySiteAuditKey(next.id) });
  };

  return (
    <RecordEditFrame
      trail={[routeCrumb('inventorySiteList')]}
      pageTitle={id === 0 ? 'New Inventory' : 'Inventory'}
      record={saved?.name}
      actions={
        saved && (
          <Button variant="default" onClick={() => setAuditOpen(true)}>
            Audit History
          </Button>
        )
      }
      loading={id !== 0 && site.isPending}
      error={site.error}
      noun="inventory"
      onBack={() => navigate(listPath)}
    >
      <SiteForm
        key={saved?.id ?? 0}
        site={saved}
        onCancel={() => navigate(listPath)}
        onSaved={(next) => {
          changed(next);
          if (id === 0) navigate(`/inventories/sites/edit/${next.id}`, { replace: true });
        }}
      />
      {saved && (
        <>
          <Divider />
          <StockSection site={saved} />
          <Divider />
          <WorkstationSection site={saved} onChanged={changed} />
          <AuditHistoryModal
            title={`Audit History: ${saved.name}`}
            opened={auditOpen}
            onClose={() => setAuditOpen(false)}
            queryKey={inventorySiteAuditKey(saved.id)}
            fetchRows={() => getInventorySiteAuditHistory(saved.id)}
          />
        </>
      )}
    </RecordEditFrame>
  );
}
