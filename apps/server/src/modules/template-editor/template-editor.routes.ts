import type {} from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { EDITOR_IMAGE_MAX_BYTES, EditorMessages, templateEditorRoutes } from '@sendwell/contracts';
import type { AppContext } from '../../platform/context';
import { BadRequestError } from '../../platform/errors';
import { registerRoute } from '../../platform/http';
import { createEditorTemplate } from './create-editor-template';
import { getEditorImage } from './get-editor-image';
import { getTemplateHtml } from './get-template-html';
import { loadEditorTemplate } from './load-editor-template';
import { saveTemplateVersion } from './save-template-version';
import { uploadEditorImage } from './upload-editor-image';

const isFileTooLarge = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE';

/** The multipart form's 'file', read up to the 1 MB limit and no further. */
const receiveImage = async (request: FastifyRequest): Promise<Buffer> => {
  let bytes: Buffer | undefined;
  try {
    for await (const part of request.parts({
      limits: { fileSize: EDITOR_IMAGE_MAX_BYTES, files: 1, fields: 2 },
    })) {
      if (part.type === 'file' && part.fieldname === 'file') bytes = await part.toBuffer();
      else if (part.type === 'file') await part.toBuffer();
    }
  } catch (error) {
    if (isFileTooLarge(error))
      throw new BadRequestError(EditorMessages.imageTooLarge, { file: EditorMessages.imageTooLarge });
    throw error;
  }
  if (!bytes?.length)
    throw new BadRequestError(EditorMessages.imageRequired, { file: EditorMessages.imageRequired });
  return bytes;
};

export const registerTemplateEditorRoutes = (app: FastifyInstance, ctx: AppContext): void => {
  const routes = templateEditorRoutes;
  registerRoute(app, routes.loadTemplate, ({ auth, query, body }) =>
    loadEditorTemplate(ctx, auth.accountId, {
      id: body.id,
      saved: query.type === 'SAVED',
      blocks: body.blocks,
    }),
  );
  registerRoute(app, routes.getHtml, ({ auth, query }) => getTemplateHtml(ctx.db, auth.accountId, query));
  registerRoute(app, routes.createTemplate, ({ auth, body }) =>
    createEditorTemplate(ctx, { accountId: auth.accountId, userId: auth.userId, body }),
  );
  registerRoute(app, routes.saveVersion, ({ auth, params, body }) =>
    saveTemplateVersion(ctx, { accountId: auth.accountId, userId: auth.userId, templateId: params.id, body }),
  );
  registerRoute(app, routes.uploadImage, async ({ auth, request }) =>
    uploadEditorImage(ctx, { accountId: auth.accountId, bytes: await receiveImage(request) }),
  );
  registerRoute(
    app,
    routes.image,
    async ({ params, reply }) => {
      const image = await getEditorImage(ctx, params);
      // A name is never reused for other bytes, so the image may be kept for good.
      return (
        reply
          .header('content-type', image.contentType)
          .header('content-length', String(image.size))
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('x-content-type-options', 'nosniff')
          // Webmail shows a template's images from its own pages.
          .header('cross-origin-resource-policy', 'cross-origin')
          .send(image.stream)
      );
    },
    { rawResponse: true },
  );
};
