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

/**
 * The rows of an export: batches in list order for lists that can grow (see keysetBatches), or one array for
 * lists that stay small by nature (fiscal years, programmes, one year's budgets).
 */
export type ExportRows<Row> = AsyncIterable<readonly Row[]> | Promise<readonly Row[]>;

/** Label/value pairs a printed export shows under its title: the filters it was made with. */
export type PdfParticulars = { label: string; value: string }[];

/**
 * A list that may also be printed (reports): its PDF's title and the filters in words. A PDF holds at most
 * `maxPdfRows` rows (export-pdf.ts); Excel takes the rest.
 */
export type PdfExport<Filters> = {
  title: string;
  particulars: (db: Db, filters: Filters) => Promise<PdfParticulars>;
};

/** One Excel export of a list: who may have it, the filters it honours and how to read its rows. */
export type ExportDefinition<Filters = unknown, Row = unknown> = {
  kind: string;
  fileName: string;
  access: AccessRule;
  filters: z.ZodType<Filters>;
  columns: readonly ExportColumn<Row>[];
  rows: (db: Db, filters: Filters) => ExportRows<Row>;
  /** 'reports': the rows are read on the report database (a replica when configured), as the report's page is. */
  reads?: 'reports';
  /** Given for lists people print: the download route then also answers `format=pdf`. */
  pdf?: PdfExport<Filters>;
};

export function defineExport<Filters, Row>(
  definition: ExportDefinition<Filters, Row>,
): ExportDefinition<Filters, Row> {
  return definition;
}

/** Excel's date-and-time cell format. */
export const dateTimeFormat = 'mm/dd/yyyy hh:mm';

/** An ISO timestamp as a date cell (null stays an empty cell). */
export const dateCell = (iso: string | null): Date | null => (iso ? new Date(iso) : null);
