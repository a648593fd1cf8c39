/**
 * Spec §5/§9: a code seen again within `intervalMs` of its last sighting is the same scan, not a new one. A code
 * held in front of the camera keeps being seen, so each sighting moves its window on.
 */
export function createDuplicateFilter(intervalMs: number) {
  const lastSeen = new Map<string, number>();
  return (value: string, now: number): boolean => {
    const previous = lastSeen.get(value);
    lastSeen.set(value, now);
    for (const [code, at] of lastSeen) if (now - at > intervalMs) lastSeen.delete(code);
    return previous === undefined || now - previous > intervalMs;
  };
}
