import type { Envelope } from '@homer/contracts/envelope';
import type { Config } from '../../config.ts';
import { succeeded } from '../../plugins/errors.ts';
import type { Auth } from '../sessions/sessions.ts';
import { signExportToken } from './download-token.ts';
import type { ExportDefinition } from './export-definition.ts';

/** The answer of every *Excel call: a download address carrying the list's filters, valid for two minutes. */
export async function exportLink<F, Row>(
  config: Config,
  auth: Auth | null,
  definition: ExportDefinition<F, Row>,
  filters: F,
): Promise<Envelope<string, null>> {
  if (!auth) throw new Error('export links need a signed-in caller');
  const token = await signExportToken(config.jwtSecret, {
    kind: definition.kind,
    filters,
    sid: auth.sessionId,
  });
  return succeeded({ value: `/api/Export/Download?token=${encodeURIComponent(token)}` });
}
