import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import type { EDITOR_IMAGE_TYPES } from '@sendwell/contracts';
import { EditorMessages, buildPath, templateEditorRoutes } from '@sendwell/contracts';
import type { AppContext } from '../../platform/context';
import { BadRequestError } from '../../platform/errors';
import { storeBytes } from '../../platform/storage';

const EXTENSION: Record<(typeof EDITOR_IMAGE_TYPES)[number], string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
};

const isEditorImageType = (mime: string): mime is keyof typeof EXTENSION => mime in EXTENSION;

/** Where an uploaded image is kept; the key names its account, so no account reaches another's files. */
export const editorImageKey = (accountId: string, file: string) => `editor-images/${accountId}/${file}`;

/**
 * POST /api/editor/images: a png, jpg or gif (told by its bytes, whatever its name says) of at most 1 MB
 * (the route stops reading past that), kept by the storage the thumbnails use. The answer is the image's
 * public address, which the template's HTML links to.
 */
export const uploadEditorImage = async (
  ctx: Pick<AppContext, 'storage' | 'config'>,
  request: { accountId: string; bytes: Buffer },
): Promise<{ url: string }> => {
  const type = await fileTypeFromBuffer(request.bytes);
  if (!type || !isEditorImageType(type.mime)) throw new BadRequestError(EditorMessages.imageInvalidType);
  const file = `${randomUUID()}.${EXTENSION[type.mime]}`;
  await storeBytes(ctx.storage, editorImageKey(request.accountId, file), request.bytes);
  const path = buildPath(templateEditorRoutes.image.path, { accountId: request.accountId, file });
  return { url: `${ctx.config.appUrl}${path}` };
};
