import { TemplateMessages, type TemplateKind } from '@sendwell/contracts';
import type { Db } from '../../db/database';
import { checkTemplateFile, templateText, TemplateFileError } from './check-template-file';
import { deleteStaleUploadFiles, upsertUploadFile } from './templates.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface UploadedTemplateFile {
  fileName: string;
  mimeType: string;
  bytes: Buffer;
}

/**
 * POST /api/uploadTemplateFiles: one file of an upload in progress, kept only once it passed every check
 * (spec 3 §5: text/html only, else 'Invalid File Type'). A second file of the same kind replaces the first.
 */
export const uploadTemplateFile = async (
  db: Db,
  upload: { accountId: string; draftId: string; kind: TemplateKind; file: UploadedTemplateFile },
): Promise<{ status: 'uploaded'; fileName: string; size: number }> => {
  const { file } = upload;
  if (file.mimeType !== 'text/html' || !/\.html?$/i.test(file.fileName)) throw new TemplateFileError(TemplateMessages.invalidFileType);
  const text = templateText(file.bytes, upload.kind);
  checkTemplateFile(upload.kind, text);
  await deleteStaleUploadFiles(db, upload.accountId, new Date(Date.now() - DAY_MS));
  await upsertUploadFile(db, { accountId: upload.accountId, draftId: upload.draftId, kind: upload.kind, fileName: file.fileName, content: text });
  return { status: 'uploaded', fileName: file.fileName, size: file.bytes.length };
};
