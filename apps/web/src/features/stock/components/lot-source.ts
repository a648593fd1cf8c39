const sourceKinds: Record<string, string> = {
  supplier: 'Supplier',
  donor: 'Donor',
  manufacturer: 'Manufacturer',
  repack: 'Repackaged',
  opening: 'Opening balance',
};

/** "Supplier: McKesson", or the kind alone when no name was recorded. */
export function sourceText(lot: { sourceKind: string; sourceName: string | null }): string {
  const kind = sourceKinds[lot.sourceKind] ?? lot.sourceKind;
  return lot.sourceName ? `${kind}: ${lot.sourceName}` : kind;
}
