import type { FastifyInstance } from 'fastify';
import { EXPORT_RETENTION_DAYS, exportRoutes } from '@sendwell/contracts';
import type { AppContext } from '../../platform/context';
import { NotFoundError } from '../../platform/errors';
import { registerRoute } from '../../platform/http';
import { readExportFile } from './export-file';
import { findExport, listExportsSince } from './exports.repository';
import { requestExport } from './request-export';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A file name a browser will keep: the list name without path or control characters. */
const fileNameFor = (listName: string): string => `${listName.replace(/[^\p{L}\p{N} ._-]+/gu, '_').trim() || 'export'}.csv`;

export const registerExportRoutes = (app: FastifyInstance, ctx: AppContext): void => {
  registerRoute(
    app,
    exportRoutes.requestDownload,
    ({ auth, query }) =>
      requestExport(ctx, {
        accountId: auth.accountId,
        userId: auth.userId,
        listId: query.recipientListId,
        archiveContacts: query.archiveContacts,
        timezoneOffset: query.timezoneOffset,
      }),
    { csrfOnGet: true },
  );
  registerRoute(app, exportRoutes.listExports, async ({ auth }) => {
    const rows = await listExportsSince(ctx.db, auth.accountId, new Date(Date.now() - EXPORT_RETENTION_DAYS * DAY_MS));
    return {
      data: rows.map((row) => ({
        id: row.id,
        source: row.source,
        listId: row.listId,
        templateId: row.templateId,
        listName: row.listName,
        status: row.status,
        rowCount: row.rowCount,
        sizeBytes: row.sizeBytes,
        createdOn: row.createdAt.toISOString(),
        completedOn: row.completedAt?.toISOString() ?? null,
        expiresOn: new Date(row.createdAt.getTime() + EXPORT_RETENTION_DAYS * DAY_MS).toISOString(),
        error: row.error,
      })),
    };
  });
  registerRoute(
    app,
    exportRoutes.downloadExport,
    async ({ auth, params, reply }) => {
      const entry = await findExport(ctx.db, auth.accountId, params.id);
      if (!entry || entry.status !== 'done' || !entry.fileKey) throw new NotFoundError('This export is not ready or no longer available');
      // The size is known, so the browser can show the download's progress.
      if (entry.sizeBytes !== null) reply.header('content-length', String(entry.sizeBytes));
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(fileNameFor(entry.listName))}`);
      return reply.send(readExportFile(ctx.storage, entry.fileKey, entry.fileParts));
    },
    { rawResponse: true },
  );
};
