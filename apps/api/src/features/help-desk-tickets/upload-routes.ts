import multipart from '@fastify/multipart';
import type { errorBodySchema } from '@homer/contracts/envelope';
import {
  helpDeskTicketPaths as paths,
  ticketAttachmentResponseSchema,
  ticketIdQuerySchema,
  ticketLimits,
  ticketMessages,
  ticketUploadQuerySchema,
} from '@homer/contracts/help-desk-tickets';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/pool.ts';
import { signedInAuth } from '../../platform/auth/signed-in-auth.ts';
import { HttpError, succeeded } from '../../plugins/errors.ts';
import { attachmentTypeOf, cleanFileName } from './attachment-type.ts';
import { checkMayAttach, downloadAttachment, storeAttachment } from './attachments.ts';
import { ticketFor, viewerOf } from './viewer.ts';

type Errors = Record<number, typeof errorBodySchema>;

/** RFC 6266: an ASCII fallback name and the exact name in UTF-8. */
function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * Upload and download of ticket attachments. Multipart parsing is registered in this plugin's scope only, so no
 * other route accepts multipart bodies; one file per request, at most ticketLimits.attachmentBytes.
 */
export const attachmentFileRoutes: FastifyPluginAsyncZod<{ db: Db; tags: string[]; errors: Errors }> = async (
  app,
  { db, tags, errors },
) => {
  await app.register(multipart, {
    limits: { fileSize: ticketLimits.attachmentBytes, files: 1, fields: 0, parts: 1 },
  });

  app.post(
    `/${paths.uploadAttachment}`,
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        querystring: ticketUploadQuerySchema,
        response: { 200: ticketAttachmentResponseSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = viewerOf(signedInAuth(request));
      const { ticketId, isInternal } = request.query;
      // Refused before the file is read: nobody uploads 10 MB only to hear they may not.
      checkMayAttach(await ticketFor(db, viewer, ticketId), isInternal);
      if (!request.isMultipart()) throw new HttpError(400, ticketMessages.attachmentRequired);
      const file = await request.file();
      if (!file) throw new HttpError(400, ticketMessages.attachmentRequired);
      let content: Buffer;
      try {
        content = await file.toBuffer();
      } catch (error) {
        if (error instanceof app.multipartErrors.RequestFileTooLargeError) {
          throw new HttpError(413, ticketMessages.attachmentTooLarge);
        }
        throw error;
      }
      if (content.length === 0) throw new HttpError(400, ticketMessages.attachmentRequired);
      const fileName = cleanFileName(file.filename);
      if (!fileName) throw new HttpError(400, ticketMessages.attachmentNameRequired);
      const contentType = await attachmentTypeOf(fileName, content);
      if (!contentType) throw new HttpError(400, ticketMessages.attachmentType);
      const stored = await storeAttachment(db, viewer, ticketId, {
        fileName,
        contentType,
        content,
        isInternal,
      });
      return succeeded({ value: stored, message: ticketMessages.attachmentUploaded });
    },
  );

  app.get(
    `/${paths.downloadAttachment}`,
    { config: { access: 'signedIn' }, schema: { tags, querystring: ticketIdQuerySchema } },
    async (request, reply) => {
      const attachment = await downloadAttachment(db, viewerOf(signedInAuth(request)), request.query.id);
      return reply
        .header('content-type', attachment.contentType)
        .header('content-disposition', contentDisposition(attachment.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        .send(attachment.content);
    },
  );
};
