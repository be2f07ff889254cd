import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { z } from 'zod';
import { mergePropertyRegistry } from '@sendwell/domain';
import type { AppContext } from '../../platform/context';
import { defineJob } from '../../platform/jobs';
import { customProperties } from '../contacts/contacts.repository';
import { findUserEmail } from '../auth/find-user-email';
import { exportReadyEmail } from './export-emails';
import { findExport, markExportDone, markExportFailed, markExportRunning } from './exports.repository';

export const exportListJob = defineJob({
  name: 'export-list',
  payload: z.object({ accountId: z.string().uuid(), exportId: z.number().int().positive() }),
  retryLimit: 3,
  expireInSeconds: 60 * 60,
});

/**
 * The whole export is one COPY ... TO STDOUT streamed into storage: memory stays flat at any size. COPY
 * takes no bind parameters, so every value in the query is an escaped literal or a validated number. Rows
 * come in membership order; sorting a million of them would cost a quarter of the export.
 */
export const buildExportQuery = (client: pg.ClientBase, input: { accountId: string; listId: number; timezoneOffset: number; propertyKeys: string[] }): string => {
  // A whole-second timestamp prints as 'YYYY-MM-DD HH:MI:SS' under DateStyle ISO, far cheaper than to_char.
  const dateColumn = (column: string, header: string) =>
    `date_trunc('second', (c.${column} at time zone 'UTC') - make_interval(mins => ${Math.trunc(input.timezoneOffset)})) as ${client.escapeIdentifier(header)}`;
  const propertyColumns = input.propertyKeys.map(
    (key) => `csv_safe(c.properties ->> ${client.escapeLiteral(key)}) as ${client.escapeIdentifier(key)}`,
  );
  return `copy (
    select csv_safe(c.email) as email,
      case when c.is_unsubscribed then 'unsubscribed' else 'subscribed' end as email_subscription_status,
      case when c.is_blocked then 'blocked' else 'not blocked' end as email_blocked_status,
      ${[...propertyColumns, dateColumn('created_at', 'created_on'), dateColumn('updated_at', 'updated_on')].join(',\n      ')}
    from list_members m
    join contacts c on c.account_id = m.account_id and c.id = m.contact_id
    where m.account_id = ${client.escapeLiteral(input.accountId)} and m.list_id = ${Math.trunc(input.listId)} and c.archived_at is null
  ) to stdout with (format csv, header true)`;
};

export const handleExportList = async (ctx: AppContext, payload: z.infer<typeof exportListJob.payload>): Promise<void> => {
  const entry = await findExport(ctx.db, payload.accountId, payload.exportId);
  // Done already (a retry after the last step), or gone: nothing to do.
  if (!entry || entry.status === 'done') return;
  await markExportRunning(ctx.db, payload.accountId, payload.exportId);
  const fileKey = `exports/${payload.accountId}/${payload.exportId}.csv`;
  const propertyKeys = mergePropertyRegistry(await customProperties(ctx.db, payload.accountId)).map((property) => property.key);
  const client = await ctx.pool.connect();
  const target = await ctx.storage.openWrite(fileKey);
  try {
    await client.query('set datestyle = iso');
    const copy = client.query(copyTo(buildExportQuery(client, { accountId: payload.accountId, listId: entry.listId, timezoneOffset: entry.timezoneOffset, propertyKeys })));
    await pipeline(copy, target.stream);
    await target.commit();
    await markExportDone(ctx.db, payload.accountId, payload.exportId, { fileKey, sizeBytes: await ctx.storage.size(fileKey), rowCount: copy.rowCount ?? 0 });
  } catch (error) {
    await target.abort();
    await markExportFailed(ctx.db, payload.accountId, payload.exportId, 'Something went wrong');
    throw error;
  } finally {
    await client.query('reset datestyle').catch(() => undefined);
    client.release();
  }
  const email = await findUserEmail(ctx.db, entry.requestedBy);
  if (email) await ctx.mailer.send(exportReadyEmail(email, entry.listName, `${ctx.config.appUrl}/app/settings/download-centre`));
};
