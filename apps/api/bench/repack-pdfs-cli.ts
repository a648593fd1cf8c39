/** `cd apps/api && npx tsx --expose-gc bench/repack-pdfs-cli.ts`: only issue 30's PDF figures (no database). */
import { benchRepackPdfs } from './repack-pdfs.ts';

for (const g of await benchRepackPdfs())
  console.log(`| ${g.name} | ${g.value} | ${g.goal} | ${g.met ? 'yes' : 'NO'} |`);
