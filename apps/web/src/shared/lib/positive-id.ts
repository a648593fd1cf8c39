/** A route parameter as a positive whole number, or null when it is missing or anything else. */
export function positiveId(param: string | undefined): number | null {
  if (!param || !/^\d{1,9}$/.test(param)) return null;
  const id = Number(param);
  return id > 0 ? id : null;
}
