/** A day as the ledger counts days (expiry, dating a movement): YYYY-MM-DD in UTC (decision 098). */
export const stockDay = (at: Date = new Date()): string => at.toISOString().slice(0, 10);
