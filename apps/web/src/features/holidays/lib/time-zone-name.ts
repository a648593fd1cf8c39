/**
 * A time zone as people say it ('America/New_York' → 'Eastern Time'), the same all year round; the zone's own id
 * when this browser does not know it.
 */
export function timeZoneName(zone: string): string {
  try {
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      timeZoneName: 'longGeneric',
    }).formatToParts(new Date());
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? zone;
  } catch {
    return zone;
  }
}
