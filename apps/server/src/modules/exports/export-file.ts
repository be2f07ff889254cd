import { Readable } from 'node:stream';
import type { Storage } from '../../platform/storage';

/** Where part `part` of an export's file is kept: the first part under the export's key, later ones beside it. */
export const exportPartKey = (fileKey: string, part: number): string => (part === 0 ? fileKey : `${fileKey}.${part}`);

/** The storage keys of an export's file, in the order they make up the CSV. */
export const exportFileKeys = (fileKey: string, fileParts: number): string[] =>
  Array.from({ length: fileParts }, (_, part) => exportPartKey(fileKey, part));

/** The whole CSV: its parts read one after the other, each opened only when the one before has ended. */
export const readExportFile = (storage: Storage, fileKey: string, fileParts: number): Readable =>
  Readable.from(
    (async function* () {
      for (const key of exportFileKeys(fileKey, fileParts)) yield* storage.openRead(key);
    })(),
    { objectMode: false },
  );
