import { stockCountMessages as m } from '@homer/contracts/stock-counts';
import { Alert, Button, Group, Modal, MultiSelect, Radio, Select, Stack } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { refusalMessage } from '../../../shared/lib/refusal-message.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { countProductsQuery, countSitesQuery, startStockCount } from '../api/stock-counts-api.ts';

type Props = { onClose: () => void; onStarted: (countId: number) => void };

/** Chooses the site and the products to count; starting snapshots what each lot should hold. */
export function StartCountModal({ onClose, onStarted }: Props) {
  const [siteId, setSiteId] = useState<string | null>(null);
  const [scope, setScope] = useState<'all' | 'products'>('all');
  const [productIds, setProductIds] = useState<string[]>([]);
  const sites = useQuery(countSitesQuery);
  const products = useQuery(countProductsQuery(Number(siteId ?? 0)));
  const start = useMutation({
    mutationFn: () =>
      startStockCount({
        inventorySiteId: Number(siteId ?? 0),
        scope,
        ndcProductIds: scope === 'products' ? productIds.map(Number) : [],
      }),
    onSuccess: (result) => {
      if (!result.model) return;
      toast.success(result.message ?? m.started);
      onStarted(result.model.id);
    },
  });
  const refusal = start.error ? (refusalMessage(start.error) ?? 'The count could not be started.') : null;

  return (
    <Modal opened onClose={onClose} title="Start a count">
      <form
        aria-label="Start a count"
        onSubmit={(event) => {
          event.preventDefault();
          start.mutate();
        }}
      >
        <Stack gap="sm">
          {refusal && (
            <Alert color="red" role="alert" title="Not started">
              {refusal}
            </Alert>
          )}
          <Select
            label="Inventory site"
            withAsterisk
            data={(sites.data ?? []).map((s) => ({ value: String(s.value), label: s.text }))}
            value={siteId}
            onChange={(value) => {
              setSiteId(value);
              setProductIds([]);
            }}
            searchable
          />
          <Radio.Group
            label="Products"
            value={scope}
            onChange={(v) => setScope(v === 'products' ? 'products' : 'all')}
          >
            <Group mt={4}>
              <Radio value="all" label="All products" />
              <Radio value="products" label="Chosen products" />
            </Group>
          </Radio.Group>
          {scope === 'products' && (
            <MultiSelect
              label="Products to count"
              withAsterisk
              searchable
              disabled={!siteId}
              data={(products.data ?? []).map((p) => ({ value: String(p.value), label: p.text }))}
              value={productIds}
              onChange={setProductIds}
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={start.isPending}>
              Start count
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
