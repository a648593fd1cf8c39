import multipart from '@fastify/multipart';
import { queryId } from '@homer/contracts/fields';
import {
  kbEditableModules,
  kbLimits,
  kbMessages,
  kbPaths,
  kbUploadImageResponseSchema,
} from '@homer/contracts/knowledge-base';
import { routeById } from '@homer/contracts/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/pool.ts';
import { signedInAuth } from '../../platform/auth/signed-in-auth.ts';
import { errorResponses, HttpError, succeeded } from '../../plugins/errors.ts';
import { readKbImage, storeKbImage } from './images.ts';

const tags = ['Knowledge Base'];
const errors = errorResponses(400, 401, 403, 413);

/**
 * Images of documents' content (decision 050). Multipart is parsed in this plugin only, so no other route of the
 * API accepts it.
 */
export const kbImageRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  await app.register(multipart, { limits: { files: 1, fileSize: kbLimits.imageBytes, fields: 0, parts: 2 } });

  app.post(
    `/${kbPaths.uploadImage}`,
    {
      config: { access: routeById('knowledgeBase').access },
      schema: {
        tags,
        summary: 'Upload an image for a document (multipart, part "file")',
        consumes: ['multipart/form-data'],
        response: { 200: kbUploadImageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = signedInAuth(request);
      if (kbEditableModules(user.access).length === 0) throw new HttpError(403, kbMessages.cannotEdit);
      if (!request.isMultipart()) throw new HttpError(400, kbMessages.imageRequired);
      let file: Awaited<ReturnType<typeof request.file>>;
      let bytes: Buffer;
      try {
        file = await request.file();
        bytes = file ? await file.toBuffer() : Buffer.alloc(0);
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, kbMessages.imageTooLarge);
        throw new HttpError(400, kbMessages.imageRequired);
      }
      if (!file || bytes.length === 0) throw new HttpError(400, kbMessages.imageRequired);
      const image = await storeKbImage(db, user.id, file.filename, bytes);
      return succeeded({ value: image });
    },
  );

  // An <img> cannot send the bearer token (decision 003): the unguessable guid is the capability (decision 050).
  app.get(
    `/${kbPaths.image}/:id/:guid`,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'An uploaded image, by id and guid',
        params: z.object({ id: queryId(), guid: z.uuid() }),
      },
    },
    async (request, reply) => {
      const image = await readKbImage(db, request.params.id, request.params.guid);
      if (!image) throw new HttpError(404, kbMessages.imageNotFound);
      return reply
        .header('content-type', image.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=86400')
        .header('content-disposition', 'inline')
        .header('content-security-policy', "default-src 'none'")
        .send(image.data);
    },
  );
};
