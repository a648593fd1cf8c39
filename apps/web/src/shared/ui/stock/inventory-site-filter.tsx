import type { Option } from '@homer/contracts/envelope';
import { stockPaths } from '@homer/contracts/stock';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../lib/api-client.ts';
import { FilterSelect, withAll } from '../list-page/filter-select.tsx';

const inventorySitesQuery = queryOptions({
  queryKey: ['inventory-sites', 'options'],
  queryFn: ({ signal }) => apiGet<Option[]>(stockPaths.sites, { signal }),
  staleTime: 60_000,
});

type Props<F extends { siteId: string }> = {
  filters: F;
  setFilter: (key: 'siteId', value: F['siteId']) => void;
};

/** Every stock list's filter by inventory site: the active sites, by name, any Inventory User may read. */
export function InventorySiteFilter<F extends { siteId: string }>({ filters, setFilter }: Props<F>) {
  const sites = useQuery(inventorySitesQuery);
  const choices = withAll(
    'All sites',
    (sites.data ?? []).map((site) => ({ value: String(site.value), label: site.text })),
  );
  return (
    <FilterSelect<F, 'siteId'>
      label="Inventory Site"
      name="siteId"
      data={choices}
      width={220}
      filters={filters}
      setFilter={setFilter}
    />
  );
}
