import type { Writable } from 'node:stream';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { defineJob } from '../../platform/jobs';
import { findUserEmail } from '../auth/find-user-email';
import { copySubmissionsCsv } from '../template-submissions/copy-submissions-csv';
import { exportReadyEmail } from './export-emails';
import { findExport, markExportDone, markExportFailed, markExportRunning } from './exports.repository';

export const exportSubmissionsJob = defineJob({
  name: 'export-template-submissions',
  payload: z.object({ accountId: z.string().uuid(), exportId: z.number().int().positive() }),
  retryLimit: 3,
  expireInSeconds: 60 * 60,
});

const endStream = (stream: Writable) =>
  new Promise<void>((resolve, reject) =>
    stream.end((error?: Error | null) => (error ? reject(error) : resolve())),
  );

/** Writes a template's submissions as one CSV file of the Download centre, then emails its link. */
export const handleExportSubmissions = async (
  ctx: AppContext,
  payload: z.infer<typeof exportSubmissionsJob.payload>,
): Promise<void> => {
  const entry = await findExport(ctx.db, payload.accountId, payload.exportId);
  // Done already (a retry after the last step), gone, or not a template's: nothing to do.
  if (!entry || entry.status === 'done' || entry.templateId === null) return;
  await markExportRunning(ctx.db, payload.accountId, payload.exportId);
  const fileKey = `exports/${payload.accountId}/${payload.exportId}.csv`;
  const file = await ctx.storage.openWrite(fileKey);
  const client = await ctx.pool.connect();
  try {
    // One snapshot: the questions and the rows agree even while contacts keep submitting.
    await client.query('begin isolation level repeatable read read only');
    const scope = {
      accountId: payload.accountId,
      templateId: entry.templateId,
      ...(entry.campaignId === null ? {} : { campaignId: entry.campaignId }),
    };
    const rows = await copySubmissionsCsv(ctx.db, client, scope, file.stream);
    await client.query('commit');
    await endStream(file.stream);
    await file.commit();
    await markExportDone(ctx.db, payload.accountId, payload.exportId, {
      fileKey,
      fileParts: 1,
      sizeBytes: await ctx.storage.size(fileKey),
      rowCount: rows,
    });
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    await file.abort().catch(() => undefined);
    await ctx.storage.remove(fileKey).catch(() => undefined);
    await markExportFailed(ctx.db, payload.accountId, payload.exportId, 'Something went wrong');
    throw error;
  } finally {
    client.release();
  }
  const email = await findUserEmail(ctx.db, entry.requestedBy);
  if (email)
    await ctx.mailer.send(
      exportReadyEmail(email, entry.listName, `${ctx.config.appUrl}/app/settings/download-centre`),
    );
};
