import type {} from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CsvImportFields, importRoutes, ListMessages } from '@sendwell/contracts';
import { mergePropertyRegistry } from '@sendwell/domain';
import type { AppContext } from '../../platform/context';
import { BadRequestError, NotFoundError } from '../../platform/errors';
import { registerRoute } from '../../platform/http';
import { assertSafeText } from '../../platform/text-input';
import { customProperties } from '../contacts/contacts.repository';
import { findList } from '../lists/lists.repository';
import { createProperty } from './create-property';
import { createRecipientList } from './create-recipient-list';
import { ERROR_REPORT_HEADER } from './error-report';
import { getImport, toImportRecord } from './get-import';
import { ImportFileError } from './import-errors';
import { importPastedEmails } from './import-pasted-emails';
import { insertAnalyticsEvent, listImports, listMappingSuggestions } from './imports.repository';
import { sampleCsv } from './sample-csv';
import { startCsvImport } from './start-csv-import';
import { storeCsvUpload, type StoredUpload } from './store-csv-upload';

const NO_FILE = 'Choose a CSV file to import';

/** Reads the multipart form: the file goes to storage as it arrives, the text fields are kept. */
const receiveCsvForm = async (ctx: AppContext, accountId: string, request: FastifyRequest) => {
  const fields: Record<string, string> = {};
  let upload: StoredUpload | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || upload) {
          part.file.resume();
          continue;
        }
        // A multipart body is not walked by the route's check, so its text is checked here, as it is read.
        assertSafeText({ [part.fieldname]: part.filename });
        upload = await storeCsvUpload(ctx, accountId, part.filename, part.file);
      } else if (typeof part.value === 'string') {
        assertSafeText({ [part.fieldname]: part.value });
        fields[part.fieldname] = part.value;
      }
    }
    if (!upload) throw new ImportFileError(NO_FILE);
    const parsed = CsvImportFields.safeParse(fields);
    if (!parsed.success) throw new BadRequestError(parsed.error.issues[0]?.message ?? 'Invalid request');
    // The mapping is JSON inside a field, whose escapes may spell what the field itself could not.
    assertSafeText(parsed.data);
    return { upload, fields: parsed.data };
  } catch (error) {
    if (upload) await ctx.storage.remove(upload.key);
    throw error;
  }
};

export const registerImportRoutes = (app: FastifyInstance, ctx: AppContext): void => {
  registerRoute(app, importRoutes.newRecipientList, ({ auth, body }) =>
    createRecipientList(ctx.db, auth.accountId, body.name),
  );
  registerRoute(app, importRoutes.quickImport, ({ auth, body }) =>
    importPastedEmails(ctx, { accountId: auth.accountId, userId: auth.userId, request: body }),
  );
  registerRoute(app, importRoutes.isProcessing, async ({ auth, query }) => {
    const list = await findList(ctx.db, auth.accountId, query.recipientListId);
    if (!list) throw new NotFoundError(ListMessages.listNotFound);
    return {
      processingCount: list.processingCount,
      processing: list.processing,
      recipientsCount: list.recipientsCount,
    };
  });
  registerRoute(app, importRoutes.csvMapping, async ({ auth }) => ({
    csvMappings: await listMappingSuggestions(ctx.db, auth.accountId),
  }));
  registerRoute(app, importRoutes.csvImport, async ({ auth, request }) => {
    const { upload, fields } = await receiveCsvForm(ctx, auth.accountId, request);
    return startCsvImport(ctx, { accountId: auth.accountId, userId: auth.userId, fields, upload });
  });
  registerRoute(
    app,
    importRoutes.sampleCsv,
    async ({ auth, params, reply }) => {
      // The path names the user, as the spec's call does; only the caller's own sample exists.
      if (params.userId !== auth.userId) throw new NotFoundError();
      const registry = mergePropertyRegistry(await customProperties(ctx.db, auth.accountId));
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="sample.csv"');
      return reply.send(sampleCsv(registry));
    },
    { rawResponse: true },
  );
  registerRoute(app, importRoutes.contactProperties, async ({ auth }) => ({
    personalParamsWithType: mergePropertyRegistry(await customProperties(ctx.db, auth.accountId)),
  }));
  registerRoute(app, importRoutes.createProperty, ({ auth, body }) =>
    createProperty(ctx.db, auth.accountId, body),
  );
  registerRoute(app, importRoutes.listImports, async ({ auth, query }) => {
    const { rows, total } = await listImports(ctx.db, auth.accountId, query);
    return { data: rows.map(toImportRecord), total };
  });
  registerRoute(app, importRoutes.getImport, async ({ auth, params }) =>
    toImportRecord(await getImport(ctx.db, auth.accountId, params.id)),
  );
  registerRoute(
    app,
    importRoutes.errorReport,
    async ({ auth, params, reply }) => {
      const entry = await getImport(ctx.db, auth.accountId, params.id);
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="import-${entry.id}-errors.csv"`);
      return reply.send(
        entry.errorReportKey ? ctx.storage.openRead(entry.errorReportKey) : ERROR_REPORT_HEADER,
      );
    },
    { rawResponse: true },
  );
  registerRoute(app, importRoutes.track, async ({ auth, body }) => {
    await insertAnalyticsEvent(ctx.db, {
      accountId: auth.accountId,
      userId: auth.userId,
      event: body.event,
      properties: body.properties,
    });
    return { ok: true as const };
  });
};
