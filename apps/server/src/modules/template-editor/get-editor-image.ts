import type { Readable } from 'node:stream';
import type { AppContext } from '../../platform/context';
import { NotFoundError } from '../../platform/errors';
import { editorImageKey } from './upload-editor-image';

const CONTENT_TYPE: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', gif: 'image/gif' };

/** GET /api/editor/images/{accountId}/{file}: an uploaded image, as stored; unknown names are not found. */
export const getEditorImage = async (
  ctx: Pick<AppContext, 'storage'>,
  request: { accountId: string; file: string },
): Promise<{ stream: Readable; size: number; contentType: string }> => {
  const key = editorImageKey(request.accountId, request.file);
  const size = await ctx.storage.size(key).catch(() => undefined);
  const contentType = CONTENT_TYPE[request.file.split('.').pop() ?? ''];
  if (size === undefined || !contentType) throw new NotFoundError('Image not found');
  return { stream: ctx.storage.openRead(key), size, contentType };
};
