import type {} from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  TEMPLATE_AMP_MAX_BYTES,
  TEMPLATE_HTML_MAX_BYTES,
  TemplateMessages,
  templateActionRoutes,
  templateRoutes,
  UploadDraftId,
  type TemplateKind,
} from '@sendwell/contracts';
import type { AppContext } from '../../platform/context';
import { BadRequestError } from '../../platform/errors';
import { registerRoute } from '../../platform/http';
import { assertSafeText } from '../../platform/text-input';
import { archiveEmailType } from './archive-email-type';
import { formatLimit, TemplateFileError } from './check-template-file';
import { createEmailType } from './create-email-type';
import { createRawTemplate } from './create-raw-template';
import { createTemplateFolder } from './create-template-folder';
import { duplicateTemplate } from './duplicate-template';
import { getTemplate, getTemplateContent } from './get-template';
import { getTemplateThumbnail } from './get-template-thumbnail';
import { listTemplates } from './list-templates';
import { moveTemplate } from './move-template';
import { previewTemplate } from './preview-template';
import { removeTemplate } from './remove-template';
import { renameTemplate } from './rename-template';
import { sendPreviewPage } from './send-preview-page';
import { sendTestEmail } from './send-test-email';
import { addTemplateFeedback, getSharedTemplate, previewSharedTemplate } from './shared-template';
import { createTemplateShare, getTemplateShare, revokeTemplateShare } from './template-shares';
import { uploadTemplateFile, type UploadedTemplateFile } from './upload-template-file';

const LIMIT: Record<TemplateKind, number> = { HTML: TEMPLATE_HTML_MAX_BYTES, AMP: TEMPLATE_AMP_MAX_BYTES };

const isFileTooLarge = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE';

/** Reads the multipart form (templateId and one file, in either order); the file is held only up to the kind's limit. */
const receiveTemplateForm = async (request: FastifyRequest, kind: TemplateKind) => {
  let draftId: string | undefined;
  let file: UploadedTemplateFile | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: LIMIT[kind], files: 1, fields: 5 } })) {
      if (part.type === 'file') {
        // A multipart body is not walked by the route's check, so its text is checked here, as it is read.
        assertSafeText({ [part.fieldname]: part.filename });
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file') file = { fileName: part.filename, mimeType: part.mimetype, bytes };
      } else if (part.fieldname === 'templateId' && typeof part.value === 'string') {
        draftId = part.value;
      }
    }
  } catch (error) {
    if (isFileTooLarge(error))
      throw new TemplateFileError(TemplateMessages.fileTooLarge(formatLimit(LIMIT[kind])));
    throw error;
  }
  const parsedId = UploadDraftId.safeParse(draftId);
  if (!parsedId.success)
    throw new BadRequestError(parsedId.error.issues[0]?.message ?? 'Invalid upload id', {
      templateId: 'Invalid upload id',
    });
  if (!file) throw new BadRequestError('Choose a file to upload', { file: 'Choose a file to upload' });
  return { draftId: parsedId.data, file };
};

export const registerTemplateRoutes = (app: FastifyInstance, ctx: AppContext): void => {
  registerRoute(app, templateRoutes.createEmailType, ({ auth, body }) =>
    createEmailType(ctx.db, auth.accountId, body.emailType),
  );
  registerRoute(app, templateRoutes.archiveEmailType, ({ auth, body }) =>
    archiveEmailType(ctx.db, auth.accountId, body.emailType),
  );
  registerRoute(app, templateRoutes.uploadFiles, async ({ auth, query, request }) => {
    const { draftId, file } = await receiveTemplateForm(request, query.type);
    return uploadTemplateFile(ctx.db, { accountId: auth.accountId, draftId, kind: query.type, file });
  });
  registerRoute(app, templateRoutes.createRawTemplate, ({ auth, query, body }) =>
    createRawTemplate(ctx, { accountId: auth.accountId, userId: auth.userId, kind: query.type, body }),
  );
  registerRoute(
    app,
    templateRoutes.preview,
    async ({ auth, params, query, reply }) =>
      sendPreviewPage(reply, await previewTemplate(ctx.db, auth.accountId, params.templateId, query.type)),
    { rawResponse: true },
  );
  registerRoute(app, templateRoutes.previewV2, ({ auth, params }) =>
    getTemplateContent(ctx.db, auth.accountId, params.id),
  );
  registerRoute(app, templateRoutes.getTemplate, async ({ auth, params }) => ({
    data: await getTemplate(ctx.db, auth.accountId, params.id),
  }));
  registerRoute(app, templateRoutes.removeTemplate, ({ auth, body }) =>
    removeTemplate(ctx.db, auth.accountId, body.templateId),
  );
  registerRoute(app, templateRoutes.duplicateTemplate, ({ auth, body }) =>
    duplicateTemplate(ctx, { accountId: auth.accountId, userId: auth.userId, body }),
  );
  registerRoute(app, templateRoutes.renameTemplate, async ({ auth, body }) => ({
    data: await renameTemplate(ctx.db, auth.accountId, body),
  }));
  registerRoute(
    app,
    templateRoutes.thumbnail,
    async ({ auth, params, query, request, reply }) => {
      const thumbnail = await getTemplateThumbnail(ctx.db, auth.accountId, params.id);
      const etag = `"${params.id}-${thumbnail.version}"`;
      // The address names the version it shows, so that address's image never changes; any other is revalidated.
      reply
        .header(
          'cache-control',
          query.v === thumbnail.version ? 'private, max-age=31536000, immutable' : 'private, no-cache',
        )
        .header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      reply
        .header('content-type', 'image/png')
        .header('content-length', String(await ctx.storage.size(thumbnail.key)));
      return reply.send(ctx.storage.openRead(thumbnail.key));
    },
    { rawResponse: true },
  );
  registerRoute(app, templateRoutes.responsesCount, async ({ auth }) => ({
    data: await listTemplates(ctx.db, auth.accountId),
  }));

  registerTemplateActionRoutes(app, ctx);
};

/** The dashboard's actions: test email, share links and their public page, folders. */
const registerTemplateActionRoutes = (app: FastifyInstance, ctx: AppContext): void => {
  const routes = templateActionRoutes;
  registerRoute(app, routes.sendTestEmail, ({ auth, params, body }) =>
    sendTestEmail(ctx, { accountId: auth.accountId, userId: auth.userId, templateId: params.id, body }),
  );
  registerRoute(app, routes.getShare, ({ auth, params }) =>
    getTemplateShare(ctx.db, auth.accountId, params.id),
  );
  registerRoute(app, routes.createShare, ({ auth, params }) =>
    createTemplateShare(ctx.db, { accountId: auth.accountId, userId: auth.userId, templateId: params.id }),
  );
  registerRoute(app, routes.revokeShare, ({ auth, params }) =>
    revokeTemplateShare(ctx.db, auth.accountId, params.id, ctx.now()),
  );
  registerRoute(app, routes.getSharedTemplate, ({ params }) => getSharedTemplate(ctx.db, params.token), {
    rateLimit: { max: 120, timeWindow: '1 minute' },
  });
  registerRoute(
    app,
    routes.sharedPreview,
    async ({ params, query, reply }) =>
      sendPreviewPage(
        reply.header('x-robots-tag', 'noindex'),
        await previewSharedTemplate(ctx.db, params.token, query.type),
      ),
    { rawResponse: true, rateLimit: { max: 120, timeWindow: '1 minute' } },
  );
  registerRoute(
    app,
    routes.addFeedback,
    ({ params, body }) => addTemplateFeedback(ctx.db, params.token, body),
    { rateLimit: { max: 10, timeWindow: '10 minutes' } },
  );
  registerRoute(app, routes.createFolder, ({ auth, body }) =>
    createTemplateFolder(ctx.db, auth.accountId, body.name),
  );
  registerRoute(app, routes.moveTemplate, async ({ auth, params, body }) => ({
    data: await moveTemplate(ctx.db, auth.accountId, params.id, body.folder),
  }));
};
