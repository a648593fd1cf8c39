/** A view's, tab's or filter choice's label with its count, "Pending (4)"; the label alone until counts arrive. */
export function withCount(label: string, count: number | null | undefined): string {
  return count == null ? label : `${label} (${count.toLocaleString('en-US')})`;
}

/** The counts' sum for an "Any status" choice; undefined until every count has arrived. */
export function totalOf(counts: readonly (number | undefined)[]): number | undefined {
  return counts.reduce<number | undefined>(
    (sum, n) => (sum === undefined || n === undefined ? undefined : sum + n),
    0,
  );
}

/** "a", "a and b", "a, b and c". */
function joinWords(parts: readonly string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

export type HiddenGroup = { label: string; count: number };

/**
 * What a list's filter leaves out, in words: "Showing pending registrations. 12 approved and 3 denied are
 * hidden." null when the filter hides nothing (no line is shown then).
 */
export function hiddenRecordsText(shown: string, hidden: readonly HiddenGroup[]): string | null {
  const groups = hidden.filter((g) => g.count > 0);
  if (groups.length === 0) return null;
  const total = groups.reduce((sum, g) => sum + g.count, 0);
  const words = joinWords(groups.map((g) => `${g.count.toLocaleString('en-US')} ${g.label}`));
  return `Showing ${shown}. ${words} ${total === 1 ? 'is' : 'are'} hidden.`;
}
