/** One line of the bench's closing table: a measured figure beside the goal it is held to (issue 9). */
export type GoalRow = { name: string; value: string; goal: string; met: boolean };

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

export function median(values: number[]): number {
  return percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
}
