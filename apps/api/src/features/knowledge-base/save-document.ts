import {
  canEditKbModule,
  type KbDocument,
  kbFormAlert,
  kbMessages,
  kbModuleInfo,
  kbPermissionRoleValues,
  type kbSaveBodySchema,
  kbVideoIdPattern,
} from '@homer/contracts/knowledge-base';
import type { z } from 'zod';
import type { Db } from '../../db/pool.ts';
import { withTx } from '../../db/tx.ts';
import { HttpError, refused, succeeded } from '../../plugins/errors.ts';
import { getKbDocument, visibleKbDocument } from './queries.ts';
import { cleanKbContent, storeKbDocument } from './store-document.ts';
import type { KbCaller, KbOutcome } from './visibility.ts';

type SaveBody = z.output<typeof kbSaveBodySchema>;

/**
 * POST save (§5, §6): the §5 alert and missing edit rights are refused envelopes the page shows as they are;
 * values no form can send (unknown module, a permission the module does not offer, a malformed video id, content
 * over the limit) are 400s. Nothing is stored when refused.
 */
export async function saveKbDocument(
  db: Db,
  caller: KbCaller,
  body: SaveBody,
): Promise<KbOutcome<KbDocument>> {
  const alert = kbFormAlert(body);
  if (alert) return refused(alert);
  const module = body.module ?? 0;
  const permissionRole = body.permissionRole ?? 0;
  if (!kbModuleInfo(module)) throw new HttpError(400, kbMessages.moduleInvalid);
  if (!kbPermissionRoleValues(module).includes(permissionRole)) {
    throw new HttpError(400, kbMessages.permissionInvalid);
  }
  const videoId = body.videoId?.trim() || null;
  if (videoId !== null && !kbVideoIdPattern.test(videoId))
    throw new HttpError(400, kbMessages.videoIdInvalid);
  if (!canEditKbModule(caller.access, module)) return refused(kbMessages.cannotEdit);
  const state = {
    module,
    permissionRole,
    title: body.title ?? '',
    description: body.description ?? '',
    content: cleanKbContent(body.content ?? ''),
    videoId,
  };
  const outcome = await withTx(db, caller, async (tx) => {
    let existing = null;
    if (body.documentId !== 0) {
      existing = await visibleKbDocument(tx, caller, body.documentId, true);
      if (!canEditKbModule(caller.access, existing.module)) return null;
    }
    const id = await storeKbDocument(tx, caller.userId, existing, state);
    return getKbDocument(tx, caller, id);
  });
  if (!outcome) return refused(kbMessages.cannotEdit);
  return succeeded({ value: outcome, message: kbMessages.saved });
}
