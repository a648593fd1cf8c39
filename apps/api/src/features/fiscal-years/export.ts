import { baAdmin } from '@homer/contracts/access';
import { isActiveFilterSchema } from '@homer/contracts/filters';
import type { FiscalYear } from '@homer/contracts/fiscal-years';
import { z } from 'zod';
import { defineExport } from '../../platform/exports/export-definition.ts';
import { listFiscalYears } from './queries.ts';

const dateCell = (iso: string) => new Date(`${iso}T00:00:00Z`);

export const fiscalYearsExport = defineExport({
  kind: 'fiscal-years',
  fileName: 'Fiscal Years',
  access: baAdmin,
  filters: z.object({ isActive: z.boolean().nullable() }),
  rows: (db, filters) => listFiscalYears(db, filters.isActive),
  columns: [
    { header: 'Fiscal Year', value: (r: FiscalYear) => r.fiscalYearName, width: 14 },
    {
      header: 'Start Date',
      value: (r: FiscalYear) => dateCell(r.startDate),
      numFmt: 'mm/dd/yyyy',
      width: 14,
    },
    { header: 'End Date', value: (r: FiscalYear) => dateCell(r.endDate), numFmt: 'mm/dd/yyyy', width: 14 },
    { header: 'Is Current', value: (r: FiscalYear) => r.isCurrentStr, width: 12 },
    { header: 'Is Active', value: (r: FiscalYear) => r.isActiveStr, width: 12 },
  ],
});

export const fiscalYearListQuerySchema = z.object({ isActive: isActiveFilterSchema });
