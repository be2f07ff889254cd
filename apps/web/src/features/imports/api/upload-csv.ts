import { importRoutes, type CsvMappingEntry, type DateFormat, type NumberFormat } from '@sendwell/contracts';
import { postMultipart, type MultipartOptions } from '../../../lib/post-multipart';

export interface CsvUpload {
  file: File;
  /** Left out for a new list, which the server creates once the file is stored. */
  recipientListId?: number;
  name: string;
  noHeader: boolean;
  mapping: CsvMappingEntry[];
  /** How the file writes dates and numbers, as chosen at the mapping step. */
  dateFormat: DateFormat;
  numberFormat: NumberFormat;
}

/** POST /api/listUploadWithType: the text fields first, then the file, so the server can check them before storing it. */
export const uploadCsv = (upload: CsvUpload, options?: MultipartOptions) => {
  const form = new FormData();
  if (upload.recipientListId !== undefined) form.append('recipientListId', String(upload.recipientListId));
  form.append('name', upload.name);
  form.append('noHeader', String(upload.noHeader));
  form.append('dateFormat', upload.dateFormat);
  form.append('numberFormat', upload.numberFormat);
  form.append('mapping', JSON.stringify(upload.mapping));
  form.append('file', upload.file, upload.file.name);
  return postMultipart(importRoutes.csvImport, form, options);
};
