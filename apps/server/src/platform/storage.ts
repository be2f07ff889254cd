import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';
import type { Readable, Writable } from 'node:stream';

/** Where files live; an S3-compatible backend can implement the same interface. */
export interface Storage {
  /** A stream that becomes visible under `key` only once `commit` is called, so readers never see half a file. */
  openWrite(key: string): Promise<{ stream: Writable; commit(): Promise<void>; abort(): Promise<void> }>;
  openRead(key: string): Readable;
  size(key: string): Promise<number>;
  remove(key: string): Promise<void>;
}

export const createLocalStorage = (root: string): Storage => {
  const pathOf = (key: string): string => {
    const path = normalize(join(root, key));
    if (!path.startsWith(normalize(root) + sep)) throw new Error(`Invalid storage key ${key}`);
    return path;
  };
  return {
    async openWrite(key) {
      const finalPath = pathOf(key);
      const partPath = `${finalPath}.part`;
      await mkdir(dirname(finalPath), { recursive: true });
      const stream = createWriteStream(partPath);
      return {
        stream,
        commit: () => rename(partPath, finalPath),
        abort: () => rm(partPath, { force: true }),
      };
    },
    openRead: (key) => createReadStream(pathOf(key)),
    size: async (key) => (await stat(pathOf(key))).size,
    remove: (key) => rm(pathOf(key), { force: true }),
  };
};

/** Stores `bytes` under `key` whole or not at all. */
export const storeBytes = async (storage: Storage, key: string, bytes: Buffer): Promise<void> => {
  const file = await storage.openWrite(key);
  try {
    await new Promise<void>((resolve, reject) => {
      file.stream.once('error', reject);
      file.stream.end(bytes, resolve);
    });
    await file.commit();
  } catch (error) {
    await file.abort();
    throw error;
  }
};
