import type { AreaDemoSeed } from '../../db/area-demo-seed.ts';
import { holidays } from '../../db/schema/system-settings.ts';
import type { Tx } from '../../db/tx.ts';
import { federalHolidays } from './federal-holidays.ts';

/** The demo's calendar: this year's and next year's federal holidays, so the public page and SLA clocks show them. */
async function seedHolidaysDemo(tx: Tx): Promise<void> {
  const year = new Date().getUTCFullYear();
  await tx
    .insert(holidays)
    .values(
      [...federalHolidays(year), ...federalHolidays(year + 1)].map((h) => ({
        holidayDate: h.date,
        name: h.name,
      })),
    )
    .onConflictDoNothing();
}

export const demoSeed: AreaDemoSeed = { area: 'holidays', after: [], seed: seedHolidaysDemo };
