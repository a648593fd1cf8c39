const amount = /^(-)?(\d+)(?:\.(\d{1,2}))?$/;

/** An exact decimal string ("-12.5", "1000.10") as integer cents. */
function toCents(value: string): bigint {
  const match = amount.exec(value.trim());
  if (!match?.[2]) throw new Error(`Not an amount: ${value}`);
  const cents = BigInt(match[2]) * 100n + BigInt((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -cents : cents;
}

/**
 * Sums money strings exactly (integer cents), for the list's Totals row: adding the same values as floats
 * drifts (0.1 + 0.2), and the server's figures are exact numeric strings. Answers "1234.50" style.
 */
export function sumMoney(values: readonly string[]): string {
  const total = values.reduce((sum, value) => sum + toCents(value), 0n);
  const negative = total < 0n;
  const abs = negative ? -total : total;
  return `${negative ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}
