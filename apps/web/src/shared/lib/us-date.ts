/** ISO date → MM/dd/yyyy (the spec's date format), without a time-zone shift; no date shows as nothing. */
export function usDate(iso: string | null): string {
  return iso ? `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}` : '';
}
