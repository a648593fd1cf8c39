import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/pool.ts';
import { systemActor, withTx } from '../../db/tx.ts';
import { publishLiveEvent } from '../../platform/notify/publish-live-event.ts';

/**
 * The build a web dist serves: its index page's entry script, the same name the browser's new-version check
 * compares (decision 033), or null when there is no built app.
 */
export function buildIdOf(dist: string): string | null {
  let html: string;
  try {
    html = readFileSync(join(dist, 'index.html'), 'utf8');
  } catch {
    return null;
  }
  for (const [, attributes = ''] of html.matchAll(/<script\b([^>]*)>/gi)) {
    if (!/\btype\s*=\s*["']?module["'\s>]/i.test(`${attributes}>`)) continue;
    const src = /\bsrc\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1];
    if (src) return src;
  }
  return null;
}

/**
 * Announces a build once when an instance starts serving one that differs from the last announced (decision 046).
 * Instances starting together take a transaction lock, so only the first announces. An announcement older than
 * the retention window is forgotten, so a restart may announce the same build again: the browser then checks
 * its own entry script and stays quiet when it already runs this build.
 */
export async function announceBuild(db: Db, buildId: string): Promise<string | null> {
  return withTx(db, systemActor, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('homer_live_build'))`);
    const { rows } = await tx.execute<{ build_id: string }>(sql`
      select data->>'buildId' as build_id from live_events
      where type = 'newVersionDeployed' order by id desc limit 1`);
    if (rows[0]?.build_id === buildId) return null;
    return publishLiveEvent(tx, { everyone: true }, 'newVersionDeployed', { buildId });
  });
}
