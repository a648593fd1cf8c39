/** A route id that is a positive whole number, else null (spec: the PO list sends such ids to the budget list). */
export function positiveId(value: string | undefined): number | null {
  return value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}
