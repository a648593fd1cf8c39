import type { StockReasonRow } from '@homer/contracts/stock-reasons';
import { Button } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { refusalMessage } from '../../../shared/lib/refusal-message.ts';
import { ListPage } from '../../../shared/ui/list-page/list-page.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { getStockReasonList, setStockReasonActive, stockReasonListKey } from '../api/stock-reasons-api.ts';
import { reasonColumns } from '../components/reason-columns.tsx';
import { ReasonModal } from '../components/reason-modal.tsx';

const getRowId = (row: StockReasonRow) => row.code;

/** inventories/admin/stock-reasons: why stock moves; Inventory SystemAdmins add, rename and switch reasons off. */
export default function StockReasonListPage() {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<StockReasonRow | 'new' | null>(null);
  const reload = () => queryClient.invalidateQueries({ queryKey: stockReasonListKey });
  const columns = useMemo(
    () =>
      reasonColumns({
        rename: setEditing,
        toggle: async (row) => {
          try {
            const result = await setStockReasonActive({ code: row.code, isActive: !row.isActive });
            if (result.isSuccessful) toast.success(result.message ?? 'Saved.');
            else toast.error(result.message ?? 'The reason could not be changed.');
          } catch (error) {
            toast.error(refusalMessage(error) ?? 'The reason could not be changed.');
          }
          await queryClient.invalidateQueries({ queryKey: stockReasonListKey });
        },
      }),
    [queryClient],
  );
  return (
    <>
      <ListPage<StockReasonRow>
        title="Stock Reasons"
        queryKey={stockReasonListKey}
        fetchPage={getStockReasonList}
        columns={columns}
        getRowId={getRowId}
        defaultSort={{ field: 'code', order: 'asc' }}
        defaultPageSize={50}
        toolbar={<Button onClick={() => setEditing('new')}>Add Reason</Button>}
      />
      {editing && (
        <ReasonModal
          reason={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void reload();
          }}
        />
      )}
    </>
  );
}
