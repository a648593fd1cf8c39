import { useSyncExternalStore } from 'react';
import { localIsoDay } from '../../../shared/lib/local-date-time.ts';

// Checked every minute, so a form left open past midnight is signed on the day it is sent.
const everyMinute = (onChange: () => void) => {
  const timer = window.setInterval(onChange, 60_000);
  return () => window.clearInterval(timer);
};

/**
 * Today (YYYY-MM-DD), or null in the build's rendering of the page (decision 064): the markup must not depend on
 * the time, so the date appears once the browser has taken the page over.
 */
export function useToday(): string | null {
  return useSyncExternalStore(everyMinute, localIsoDay, () => null);
}
