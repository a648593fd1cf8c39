import type { ReactNode } from 'react';
import type { RowTone } from '../scheme-tokens.ts';

/** One column of a ListPage; in cards it becomes a "title: value" line. */
export type ListColumn<T> = {
  /** Unique id; also the row property shown when there is no `render`, and the sort field unless `sortField` is set. */
  key: string;
  title: string;
  render?: (row: T) => ReactNode;
  sortable?: boolean;
  /** The server's sort field when it differs from `key`. */
  sortField?: string;
  hiddenByDefault?: boolean;
  /**
   * Explains the column in plain words (a rule, or what a terse name of the spec means) in a tooltip on its
   * header, reachable by keyboard and read out (`ColumnHint`). The title itself stays as the spec writes it.
   */
  headerHint?: string;
  width?: number | string;
};

/** A legend entry: the row tone it explains, and its words. */
export type LegendItem = { tone: RowTone; label: string };
