import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import type { AppContext } from '../../platform/context';
import { UploadProbe } from './upload-probe';

export interface StoredUpload {
  key: string;
  fileName: string;
  probe: UploadProbe;
}

/**
 * Streams an uploaded file into storage chunk by chunk, never holding it, while the probe learns its
 * encoding, first record and size. The file becomes visible only once complete.
 */
export const storeCsvUpload = async (
  ctx: AppContext,
  accountId: string,
  fileName: string,
  file: AsyncIterable<Buffer>,
): Promise<StoredUpload> => {
  const key = `imports/${accountId}/${randomUUID()}.csv`;
  const target = await ctx.storage.openWrite(key);
  const probe = new UploadProbe();
  try {
    for await (const chunk of file) {
      probe.observe(chunk);
      if (!target.stream.write(chunk)) await once(target.stream, 'drain');
    }
    target.stream.end();
    if (!target.stream.writableFinished) await once(target.stream, 'finish');
    await target.commit();
  } catch (error) {
    target.stream.destroy();
    await target.abort();
    throw error;
  }
  return { key, fileName, probe };
};
