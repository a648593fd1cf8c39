import { describe, expect, it } from 'vitest';
import { pageLocally } from './page-locally.ts';

type Row = { name: string; end: string | null };
const rows: Row[] = [
  { name: 'FY24/25', end: '2025-06-30' },
  { name: 'FY26/27', end: '2027-06-30' },
  { name: 'FY25/26', end: '2026-06-30' },
  { name: 'Draft', end: null },
];
const options = {
  searchText: (r: Row) => r.name,
  sortValue: (r: Row, field: string) => (field === 'end' ? r.end : r.name),
};

describe('pageLocally', () => {
  it('sorts either way with empty values last, then pages', () => {
    const desc = pageLocally(rows, { page: 1, pageSize: 2, sortField: 'end', sortOrder: 'desc' }, options);
    expect(desc).toEqual({ data: [rows[1], rows[2]], totalRecords: 4 });
    const asc = pageLocally(rows, { page: 2, pageSize: 2, sortField: 'end', sortOrder: 'asc' }, options);
    expect(asc.data.map((r) => r.name)).toEqual(['FY26/27', 'Draft']);
  });

  it('searches case-insensitively and counts what it found', () => {
    expect(pageLocally(rows, { page: 1, pageSize: 10, search: ' fy2 ' }, options).totalRecords).toBe(3);
    expect(pageLocally(rows, { page: 1, pageSize: 10, search: 'draft' }, options).data).toEqual([rows[3]]);
  });

  it('leaves the input untouched', () => {
    const copy = [...rows];
    pageLocally(rows, { page: 1, pageSize: 10, sortField: 'end', sortOrder: 'asc' }, options);
    expect(rows).toEqual(copy);
  });
});
