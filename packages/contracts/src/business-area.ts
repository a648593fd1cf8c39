/**
 * Business areas of the audit trail and notifications. The first entry is "none" and is skipped by
 * filters (spec document 3, global audit list).
 */
export const businessAreas = [
  { code: 0, name: 'None' },
  { code: 1, name: 'Administration' },
  { code: 2, name: 'CI Repack' },
  { code: 3, name: 'HEROS' },
  { code: 4, name: 'Metabolic Formula' },
  { code: 5, name: 'NDC Directory' },
  { code: 6, name: 'Inventory' },
  { code: 7, name: 'Help Desk' },
  { code: 8, name: 'Rx Connects' },
  { code: 9, name: 'Budget & Accounting' },
  { code: 10, name: 'Account' },
] as const;
export type BusinessAreaCode = (typeof businessAreas)[number]['code'];

export function businessAreaName(code: number): string {
  return businessAreas.find((b) => b.code === code)?.name ?? 'Unknown';
}
