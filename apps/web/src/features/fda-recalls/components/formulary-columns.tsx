import type { NdcProduct } from '@homer/contracts/fda-recalls';
import type { ListColumn } from '../../../shared/ui/list-page/list-column.ts';

export const formularyEditPath = (id: number) => `/ndcs/formulary/edit/${id}`;

export const formularyColumns: ListColumn<NdcProduct>[] = [
  { key: 'ndc', title: 'NDC', sortable: true, width: 140 },
  { key: 'productName', title: 'Product', sortable: true },
  { key: 'packageDescription', title: 'Package' },
  {
    key: 'isActive',
    title: 'Status',
    width: 110,
    render: (row) => (row.isActive ? 'Active' : 'Inactive'),
  },
];
