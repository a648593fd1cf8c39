import {
  kbDeleteQuerySchema,
  kbDeleteResponseSchema,
  kbDocumentListSchema,
  kbDocumentQuerySchema,
  kbDocumentSchema,
  kbEditableModules,
  kbModuleInfo,
  kbModuleOptionsSchema,
  kbPaths,
  kbPermissionRoleLabel,
  kbPermissionRoleOptionsSchema,
  kbPermissionRolesQuerySchema,
  kbPermissionRoleValues,
  kbRestoreBodySchema,
  kbRestoreResponseSchema,
  kbRevisionListSchema,
  kbRevisionQuerySchema,
  kbRevisionSchema,
  kbRevisionsQuerySchema,
  kbSaveBodySchema,
  kbSaveResponseSchema,
  kbSearchQuerySchema,
  kbSearchResponseSchema,
  kbSortBodySchema,
  kbSortResponseSchema,
} from '@homer/contracts/knowledge-base';
import { routeById } from '@homer/contracts/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/pool.ts';
import { signedInAuth } from '../../platform/auth/signed-in-auth.ts';
import { errorResponses } from '../../plugins/errors.ts';
import { deleteKbDocument } from './delete-document.ts';
import { kbImageRoutes } from './image-routes.ts';
import { getKbDocument, listKbDocuments } from './queries.ts';
import { getKbRevision, listKbRevisions, restoreKbRevision } from './revisions.ts';
import { saveKbDocument } from './save-document.ts';
import { searchKbDocuments } from './search.ts';
import { sortKbDocuments } from './sort-documents.ts';
import type { KbCaller } from './visibility.ts';

const tags = ['Knowledge Base'];
const errors = errorResponses(400, 401, 403, 404);
// Everyone with any module at User reaches the page; each document's own rules are applied per call (§6).
const config = { access: routeById('knowledgeBase').access };

function caller(request: Parameters<typeof signedInAuth>[0]): KbCaller {
  const { user } = signedInAuth(request);
  return { userId: user.id, access: user.access };
}

/** Knowledge base documents, their revisions and search, and the form's selects (issue 13; decision 050). */
export const knowledgeBaseRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    `/${kbPaths.list}`,
    {
      config,
      schema: {
        tags,
        summary: 'Documents the caller may see',
        response: { 200: kbDocumentListSchema, ...errors },
      },
    },
    async (request) => listKbDocuments(db, caller(request)),
  );

  app.get(
    `/${kbPaths.document}`,
    {
      config,
      schema: {
        tags,
        summary: 'One document with its content',
        querystring: kbDocumentQuerySchema,
        response: { 200: kbDocumentSchema, ...errors },
      },
    },
    async (request) => getKbDocument(db, caller(request), request.query.id),
  );

  app.post(
    `/${kbPaths.save}`,
    {
      config,
      schema: {
        tags,
        summary: 'Create (documentId 0) or update a document',
        body: kbSaveBodySchema,
        response: { 200: kbSaveResponseSchema, ...errors },
      },
    },
    async (request) => saveKbDocument(db, caller(request), request.body),
  );

  // The spec's GET changes state: served as POST on its path, the id still in the query (decision 005).
  app.post(
    `/${kbPaths.delete}`,
    {
      config,
      schema: {
        tags,
        summary: 'Delete a document with its revisions and images',
        querystring: kbDeleteQuerySchema,
        response: { 200: kbDeleteResponseSchema, ...errors },
      },
    },
    async (request) => deleteKbDocument(db, caller(request), request.query.id),
  );

  app.post(
    `/${kbPaths.sort}`,
    {
      config,
      schema: {
        tags,
        summary: 'Reorder the documents of one folder',
        body: kbSortBodySchema,
        response: { 200: kbSortResponseSchema, ...errors },
      },
    },
    async (request) =>
      sortKbDocuments(
        db,
        caller(request),
        request.body.map((d) => d.documentId),
      ),
  );

  app.get(
    `/${kbPaths.revisions}`,
    {
      config,
      schema: {
        tags,
        summary: 'Revisions of a document, newest first',
        querystring: kbRevisionsQuerySchema,
        response: { 200: kbRevisionListSchema, ...errors },
      },
    },
    async (request) => listKbRevisions(db, caller(request), request.query.id),
  );

  app.get(
    `/${kbPaths.revision}`,
    {
      config,
      schema: {
        tags,
        summary: 'One revision with its texts',
        querystring: kbRevisionQuerySchema,
        response: { 200: kbRevisionSchema, ...errors },
      },
    },
    async (request) => getKbRevision(db, caller(request), request.query.id, request.query.revisionId),
  );

  app.post(
    `/${kbPaths.restoreRevision}`,
    {
      config,
      schema: {
        tags,
        summary: 'Make a new revision equal to an older one',
        body: kbRestoreBodySchema,
        response: { 200: kbRestoreResponseSchema, ...errors },
      },
    },
    async (request) =>
      restoreKbRevision(db, caller(request), request.body.documentId, request.body.revisionId),
  );

  app.get(
    `/${kbPaths.search}`,
    {
      config,
      schema: {
        tags,
        summary: 'Full-text search of the documents the caller may see',
        querystring: kbSearchQuerySchema,
        response: { 200: kbSearchResponseSchema, ...errors },
      },
    },
    async (request) => searchKbDocuments(db, caller(request), request.query.q),
  );

  app.get(
    `/${kbPaths.moduleOptions}`,
    {
      config,
      schema: {
        tags,
        summary: 'Modules the caller may put documents in',
        response: { 200: kbModuleOptionsSchema, ...errors },
      },
    },
    async (request) =>
      kbEditableModules(caller(request).access).map((code) => ({
        value: code,
        text: kbModuleInfo(code)?.label ?? '',
      })),
  );

  app.get(
    `/${kbPaths.permissionRoleOptions}`,
    {
      config,
      schema: {
        tags,
        summary: 'Minimum permission choices of a module',
        querystring: kbPermissionRolesQuerySchema,
        response: { 200: kbPermissionRoleOptionsSchema, ...errors },
      },
    },
    async (request) =>
      kbPermissionRoleValues(request.query.module).map((value) => ({
        value,
        text: kbPermissionRoleLabel(value),
      })),
  );

  await app.register(kbImageRoutes, { db });
};
