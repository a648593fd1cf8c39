/**
 * Stock is stored in whole dispensing units (decision 098); every screen shows units and packs together, because
 * packs-versus-units confusion is the most common complaint about stock systems (open-mSupply).
 */
export type StockUnit = { dispensingUnit: string; packSize: number };

/**
 * Abbreviated units (mL, g), words already plural and "each" (the trade's word for a count) stay as they are; a
 * word ending in x, z, ch or sh takes "es" (boxes, pouches).
 */
const plural = (word: string, count: number) => {
  if (count === 1 || word === 'each' || word.endsWith('s') || /^[a-z]?[A-Z]/.test(word) || word.length <= 2)
    return word;
  return /(x|z|ch|sh)$/.test(word) ? `${word}es` : `${word}s`;
};

/** "1,250 tablets (12 packs of 100 + 50)", "30 mL (1 pack of 30)", "0 cards". */
export function formatUnitsAndPacks(units: number, unit: StockUnit): string {
  const { units: main, packs } = unitsAndPacksParts(units, unit);
  return packs ? `${main} ${packs}` : main;
}

/** The two halves of formatUnitsAndPacks: a narrow screen may put the packs on the next line, never split either. */
export function unitsAndPacksParts(
  units: number,
  { dispensingUnit, packSize }: StockUnit,
): { units: string; packs: string | null } {
  const main = `${units.toLocaleString('en-US')} ${plural(dispensingUnit, units)}`;
  if (packSize <= 1 || units === 0) return { units: main, packs: null };
  const sign = units < 0 ? '-' : '';
  const whole = Math.trunc(Math.abs(units) / packSize);
  const rest = Math.abs(units) % packSize;
  if (whole === 0) return { units: main, packs: `(${sign}${rest} loose)` };
  const packs = `${sign}${whole.toLocaleString('en-US')} ${plural('pack', whole)} of ${packSize.toLocaleString('en-US')}`;
  return { units: main, packs: `(${packs}${rest === 0 ? '' : ` + ${rest}`})` };
}

/** Units from a count entered as packs and loose units (a count sheet, a receipt of sealed packs). */
export function unitsOf(packs: number, loose: number, packSize: number): number {
  return packs * packSize + loose;
}

/** How close a lot is to its expiry: the stock screens colour and label these bands. */
export type ExpiryBand = 'expired' | 'within30' | 'within60' | 'within90' | 'later' | 'none';

/** `today` and `expiry` are ISO dates (yyyy-mm-dd); a lot may be used through its expiry date. */
export function expiryBand(expiry: string | null, today: string): ExpiryBand {
  if (!expiry) return 'none';
  const days = (Date.parse(expiry) - Date.parse(today)) / 86_400_000;
  if (days < 0) return 'expired';
  if (days <= 30) return 'within30';
  if (days <= 60) return 'within60';
  if (days <= 90) return 'within90';
  return 'later';
}

export const expiryBandLabels: Record<ExpiryBand, string> = {
  expired: 'Expired',
  within30: 'Expires within 30 days',
  within60: 'Expires within 60 days',
  within90: 'Expires within 90 days',
  later: 'In date',
  none: 'No expiry',
};
