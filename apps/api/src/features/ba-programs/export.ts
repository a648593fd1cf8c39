import type { BaProgram } from '@homer/contracts/ba-programs';
import { routeById } from '@homer/contracts/routes';
import { z } from 'zod';
import { defineExport } from '../../platform/exports/export-definition.ts';
import { listPrograms } from './queries.ts';

export const baProgramsExport = defineExport({
  kind: 'ba-programs',
  fileName: 'Budget Programs',
  access: routeById('baPrograms').access,
  filters: z.object({ isActive: z.boolean().nullable() }),
  rows: (db, filters) => listPrograms(db, filters.isActive),
  columns: [
    { header: 'Name', value: (r: BaProgram) => r.name, width: 40 },
    { header: 'Is Active', value: (r: BaProgram) => r.isActiveStr, width: 12 },
    { header: 'Record', value: (r: BaProgram) => r.friendlyId, width: 12 },
  ],
});
