import { pagedSchema, pageQuerySchema } from '@homer/contracts/envelope';
import {
  releaseNoteDeleteResponseSchema,
  releaseNoteDeleteSchema,
  releaseNoteEditorAccess,
  releaseNoteMessages,
  releaseNoteSaveResponseSchema,
  releaseNoteSchema,
  saveReleaseNoteSchema,
} from '@homer/contracts/release-notes';
import { routeById } from '@homer/contracts/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/pool.ts';
import { succeeded } from '../../plugins/errors.ts';
import { deleteReleaseNote } from './delete-release-note.ts';
import { listReleaseNotes } from './queries.ts';
import { saveReleaseNote } from './save-release-note.ts';

const tags = ['Release Notes'];

/** Everyone signed in reads the notes; SystemAdmins add, edit and delete them (decision 042). */
export const releaseNoteRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const editor = { access: releaseNoteEditorAccess };

  app.get(
    '/api/ReleaseNotes/GetWebReleaseNotesList',
    {
      config: { access: routeById('releaseNotes').access },
      schema: { tags, querystring: pageQuerySchema, response: { 200: pagedSchema(releaseNoteSchema) } },
    },
    async (request) => listReleaseNotes(db, request.query),
  );

  app.post(
    '/api/ReleaseNotes/SaveReleaseNote',
    {
      config: editor,
      schema: { tags, body: saveReleaseNoteSchema, response: { 200: releaseNoteSaveResponseSchema } },
    },
    async (request) => {
      const model = await saveReleaseNote(db, { userId: request.auth?.user.id ?? null }, request.body);
      return succeeded({ message: releaseNoteMessages.saved, model });
    },
  );

  app.post(
    '/api/ReleaseNotes/DeleteReleaseNote',
    {
      config: editor,
      schema: { tags, body: releaseNoteDeleteSchema, response: { 200: releaseNoteDeleteResponseSchema } },
    },
    async (request) => {
      await deleteReleaseNote(db, { userId: request.auth?.user.id ?? null }, request.body.id);
      return succeeded({ message: releaseNoteMessages.deleted });
    },
  );
};
