import type { Config } from '../../config.ts';
import type { Db } from '../../db/pool.ts';
import { sendNotificationEmails } from '../../platform/notify/notify.ts';
import { type FetchLike, fetchOpenFdaRecalls } from './fetch-openfda.ts';
import { importRecalls, type RecallImportResult } from './import-recalls.ts';
import { parseOpenFdaRecalls, type RecallRecord } from './openfda-format.ts';
import snapshot from './openfda-snapshot.json' with { type: 'json' };

/** The bundled snapshot, in openFDA's format: the demo seed and the job's fallback read it. */
export function snapshotRecalls(): RecallRecord[] {
  return parseOpenFdaRecalls(snapshot);
}

const summary = (r: RecallImportResult & { recalledLots: number }) =>
  `Imported ${r.records} recalls: ${r.inserted} new, ${r.updated} updated, ${r.records - r.inserted - r.updated} unchanged. Stock lots set to Recalled: ${r.recalledLots}.`;

/**
 * The daily recall job: openFDA when enabled and reachable, otherwise the bundled snapshot. Returns the run's log,
 * which names the source (Quartz History shows it).
 */
export async function runFdaRecallImport(
  db: Db,
  config: Config | null,
  fetchImpl: FetchLike = fetch,
): Promise<string> {
  let records: RecallRecord[] | null = null;
  let fallbackReason: string;
  if (!config) fallbackReason = 'no installation settings';
  else if (!config.fdaRecalls.fetchEnabled) fallbackReason = 'FDA_RECALLS_FETCH=false';
  else {
    try {
      records = await fetchOpenFdaRecalls(config.fdaRecalls, fetchImpl);
      fallbackReason = '';
    } catch (error) {
      fallbackReason = `openFDA unreachable: ${error instanceof Error ? error.message : String(error)}`;
    }
  }
  if (records && config) {
    const fetched = records;
    const { url, state } = config.fdaRecalls;
    const detail = `${url} (state ${state}, status Ongoing)`;
    const { result, emails } = await db.transaction((tx) =>
      importRecalls(tx, fetched, 'openFDA', detail, null, config),
    );
    await sendNotificationEmails(db, config, emails);
    return `Source: openFDA ${detail}. ${summary(result)}`;
  }
  const detail = `bundled snapshot (${fallbackReason})`;
  const { result, emails } = await db.transaction((tx) =>
    importRecalls(tx, snapshotRecalls(), 'snapshot', detail, null, config),
  );
  if (config) await sendNotificationEmails(db, config, emails);
  return `Source: ${detail}. ${summary(result)}`;
}
