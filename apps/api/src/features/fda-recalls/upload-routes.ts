import multipart from '@fastify/multipart';
import {
  fdaRecallLimits,
  fdaRecallMessages,
  fdaRecallPaths as paths,
  recallUploadResponseSchema,
} from '@homer/contracts/fda-recalls';
import { routeById } from '@homer/contracts/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/pool.ts';
import { withTx } from '../../db/tx.ts';
import { signedInAuth } from '../../platform/auth/signed-in-auth.ts';
import { sendNotificationEmails } from '../../platform/notify/notify.ts';
import { errorResponses, HttpError, succeeded } from '../../plugins/errors.ts';
import { importRecalls } from './import-recalls.ts';
import { parseOpenFdaText, RecallFormatError } from './openfda-format.ts';

const errors = errorResponses(400, 401, 403, 413);

/** An NDC administrator's openFDA file (multipart parsed in this plugin only, as the knowledge base's images). */
export const fdaRecallUploadRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  await app.register(multipart, {
    limits: { files: 1, fileSize: fdaRecallLimits.uploadBytes, fields: 0, parts: 2 },
  });
  app.post(
    `/${paths.upload}`,
    {
      config: { access: routeById('ndcFormularyEdit').access },
      schema: {
        tags: ['FDA Recalls'],
        summary: 'Import an openFDA drug enforcement JSON file (multipart, part "file")',
        consumes: ['multipart/form-data'],
        response: { 200: recallUploadResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = signedInAuth(request);
      if (!request.isMultipart()) throw new HttpError(400, fdaRecallMessages.fileRequired);
      let file: Awaited<ReturnType<typeof request.file>>;
      let bytes: Buffer;
      try {
        file = await request.file();
        bytes = file ? await file.toBuffer() : Buffer.alloc(0);
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_ERR_CTP_BODY_TOO_LARGE')
          throw new HttpError(413, fdaRecallMessages.fileTooLarge);
        throw new HttpError(400, fdaRecallMessages.fileRequired);
      }
      if (!file || bytes.length === 0) throw new HttpError(400, fdaRecallMessages.fileRequired);
      let records: ReturnType<typeof parseOpenFdaText>;
      try {
        records = parseOpenFdaText(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
      } catch (error) {
        if (error instanceof RecallFormatError) throw new HttpError(400, error.message);
        if (error instanceof TypeError) throw new HttpError(400, fdaRecallMessages.notJson);
        throw error;
      }
      // The import log keeps the file's name; control characters (NUL above all) are the uploader's, not its.
      const fileName = [...file.filename]
        .filter((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f)
        .join('')
        .slice(0, 200);
      const { result, emails } = await withTx(db, { userId: user.id }, (tx) =>
        importRecalls(tx, records, 'upload', fileName, user.id, config),
      );
      await sendNotificationEmails(db, config, emails);
      return succeeded({
        value: result,
        message: fdaRecallMessages.imported(
          result.records,
          result.inserted,
          result.updated,
          result.recalledLots,
        ),
      });
    },
  );
};
