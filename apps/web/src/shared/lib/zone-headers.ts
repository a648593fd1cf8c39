/**
 * Spec document 1 §7: every request names the user's time zone and UTC offset. Read at each request, so a
 * reconnect after a zone or daylight-saving change tells the new one.
 */
export function zoneHeaders(): Record<string, string> {
  return {
    'X-TimeZone': Intl.DateTimeFormat().resolvedOptions().timeZone,
    // getTimezoneOffset is positive west of UTC; the API expects the signed offset (e.g. -300 in New York).
    'X-UtcOffset': String(-new Date().getTimezoneOffset()),
  };
}
