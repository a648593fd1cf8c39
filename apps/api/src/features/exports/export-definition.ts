import type { AccessRule } from '@homer/contracts/access';
import type { z } from 'zod';
import type { Db } from '../../db/pool.ts';

export type ExportColumn<Row> = {
  header: string;
  width?: number;
  /** Excel number format, e.g. '$#,##0.00' or 'mm/dd/yyyy'. */
  numFmt?: string;
  value: (row: Row) => string | number | boolean | Date | null;
};

/** One Excel export of a list: who may have it, the filters it honours and how to read its rows. */
export type ExportDefinition<Filters = unknown, Row = unknown> = {
  kind: string;
  fileName: string;
  access: AccessRule;
  filters: z.ZodType<Filters>;
  columns: readonly ExportColumn<Row>[];
  rows: (db: Db, filters: Filters) => Promise<readonly Row[]>;
};

export function defineExport<Filters, Row>(
  definition: ExportDefinition<Filters, Row>,
): ExportDefinition<Filters, Row> {
  return definition;
}
