/** `cd apps/api && npx tsx bench/start-time-cli.ts`: only `npm start`'s time to the first answer (issue 26). */
import { benchStartTime } from './start-time.ts';

for (const g of await benchStartTime(5))
  console.log(`| ${g.name} | ${g.value} | ${g.goal} | ${g.met ? 'yes' : 'NO'} |`);
