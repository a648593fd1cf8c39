import { PassThrough } from 'node:stream';
import { allows } from '@homer/contracts/access';
import { text } from '@homer/contracts/fields';
import { messages } from '@homer/contracts/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/pool.ts';
import { meetsPhiRules } from '../../platform/auth/phi-rules.ts';
import { expiredLink, readExportToken } from '../../platform/exports/download-token.ts';
import type { ExportDefinition } from '../../platform/exports/export-definition.ts';
import { excelOnly, exportPdf, tooManyRowsForPdf } from '../../platform/exports/export-pdf.ts';
import { ExportSlots } from '../../platform/exports/export-slots.ts';
import { writeWorkbook } from '../../platform/exports/write-workbook.ts';
import { resolveSession } from '../../platform/sessions/sessions.ts';
import { formatDateTime } from '../../platform/time/zoned-time.ts';
import { HttpError } from '../../plugins/errors.ts';

export const exportsBusy = 'Other exports are being prepared. Please try again in a minute.';

/**
 * Per instance (process): two exports are written at once, each by its own worker thread (decision 072); a third
 * is answered at once with exportsBusy instead of waiting, unseen, behind a spinner (the web shows the message).
 */
export const exportSlots = new ExportSlots({ running: 2, waiting: 0, waitMs: 0 });

export const exportRoutes: FastifyPluginAsyncZod<{
  db: Db;
  /** Where reports read (platform/reporting); their exports read there too. */
  reportDb: Db;
  config: Config;
  exportDefinitions: ReadonlyMap<string, ExportDefinition<unknown, unknown>>;
}> = async (app, { db, reportDb, config, exportDefinitions }) => {
  app.get(
    '/api/Export/Download',
    {
      // Opened in a new window, which carries no bearer token: the signed, short-lived link names the
      // session, and the session's current rights are checked again here.
      config: { access: 'public' },
      schema: {
        tags: ['Export'],
        querystring: z.object({
          token: text({ max: 4000, trim: false, required: true }),
          /** 'pdf' prints a list whose definition allows it (reports); the token is the same. */
          format: z.enum(['xlsx', 'pdf'], { message: excelOnly }).default('xlsx'),
        }),
      },
    },
    async (request, reply) => {
      const claims = await readExportToken(config.jwtSecret, request.query.token);
      const definition = claims && exportDefinitions.get(claims.kind);
      if (!claims || !definition) throw new HttpError(410, expiredLink);
      const session = await resolveSession(db, claims.sid);
      if (!('auth' in session)) throw new HttpError(401, messages.notSignedIn);
      if (!allows(definition.access, session.auth.user.access))
        throw new HttpError(403, messages.accessDenied);
      // A list of patients (a PHI report) downloads under the same rule as its page.
      const phi = typeof definition.access === 'object' && definition.access.phi;
      if (phi && !meetsPhiRules(session.auth)) throw new HttpError(467, messages.phiRequired);
      const filters = definition.filters.parse(claims.filters);
      if (request.query.format === 'pdf' && !definition.pdf) throw new HttpError(400, excelOnly);

      // Fires when the reader goes away (or once the response is complete, when it no longer matters).
      const gone = new AbortController();
      reply.raw.once('close', () => gone.abort());
      const release = await exportSlots.acquire(gone.signal);
      if (!release) {
        // (Also when the caller has left already: the answer then goes nowhere, harmlessly.)
        reply.header('retry-after', '60');
        throw new HttpError(503, exportsBusy);
      }
      const stamp = new Date().toISOString().slice(0, 10);
      const rowsDb = definition.reads === 'reports' ? reportDb : db;
      if (request.query.format === 'pdf' && definition.pdf) {
        try {
          const pdf = await exportPdf({
            title: definition.pdf.title,
            particulars: await definition.pdf.particulars(rowsDb, filters),
            columns: definition.columns,
            rows: definition.rows(rowsDb, filters),
            preparedAt: formatDateTime(new Date(), config.programTimeZone),
          });
          if (!pdf) throw new HttpError(400, tooManyRowsForPdf);
          return reply
            .header('content-type', 'application/pdf')
            .header('content-disposition', `attachment; filename="${definition.fileName}-${stamp}.pdf"`)
            .header('cache-control', 'no-store')
            .send(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength));
        } finally {
          release();
        }
      }
      const output = new PassThrough();
      // Fastify destroys the stream it was given when the connection closes early.
      output.once('close', () => gone.abort());
      writeWorkbook({
        sheetName: definition.fileName,
        columns: definition.columns,
        rows: definition.rows(rowsDb, filters),
        output,
        signal: gone.signal,
      })
        .catch((error: unknown) => {
          // The status line is gone already: the download breaks off instead of ending as a valid file.
          request.log.error({ err: error }, 'export failed');
          output.destroy(error as Error);
        })
        .finally(release);
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="${definition.fileName}-${stamp}.xlsx"`)
        .header('cache-control', 'no-store')
        .send(output);
    },
  );
};
