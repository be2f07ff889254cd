import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { z } from 'zod';
import { mergePropertyRegistry } from '@sendwell/domain';
import type { AppContext } from '../../platform/context';
import { defineJob } from '../../platform/jobs';
import { customProperties } from '../contacts/contacts.repository';
import { findUserEmail } from '../auth/find-user-email';
import { findList } from '../lists/lists.repository';
import { exportReadyEmail } from './export-emails';
import { findExport, markExportDone, markExportFailed, markExportRunning } from './exports.repository';

export const exportListJob = defineJob({
  name: 'export-list',
  payload: z.object({ accountId: z.string().uuid(), exportId: z.number().int().positive() }),
  retryLimit: 3,
  expireInSeconds: 60 * 60,
});

/**
 * The export is COPY ... TO STDOUT streamed into storage: memory stays flat at any size. COPY takes no bind
 * parameters, so every value in the query is an escaped literal or a validated number. Rows come in
 * membership order; sorting a million of them would cost a quarter of the export.
 */
export const buildExportQuery = (
  client: pg.ClientBase,
  input: { accountId: string; listId: number; timezoneOffset: number; propertyKeys: string[]; contactIds?: ContactIdRange; header?: boolean },
): string => {
  // A whole-second timestamp prints as 'YYYY-MM-DD HH:MI:SS' under DateStyle ISO, far cheaper than to_char.
  const dateColumn = (column: string, header: string) =>
    `date_trunc('second', (c.${column} at time zone 'UTC') - make_interval(mins => ${Math.trunc(input.timezoneOffset)})) as ${client.escapeIdentifier(header)}`;
  const propertyColumns = input.propertyKeys.map(
    (key) => `csv_safe(c.properties ->> ${client.escapeLiteral(key)}) as ${client.escapeIdentifier(key)}`,
  );
  const range = input.contactIds
    ? ` and m.contact_id >= ${Math.trunc(input.contactIds.from)} and m.contact_id < ${Math.trunc(input.contactIds.to)}`
    : '';
  return `copy (
    select csv_safe(c.email) as email,
      case when c.is_unsubscribed then 'unsubscribed' else 'subscribed' end as email_subscription_status,
      case when c.is_blocked then 'blocked' else 'not blocked' end as email_blocked_status,
      ${[...propertyColumns, dateColumn('created_at', 'created_on'), dateColumn('updated_at', 'updated_on')].join(',\n      ')}
    from list_members m
    join contacts c on c.account_id = m.account_id and c.id = m.contact_id
    where m.account_id = ${client.escapeLiteral(input.accountId)} and m.list_id = ${Math.trunc(input.listId)} and c.archived_at is null${range}
  ) to stdout with (format csv, header ${input.header === false ? 'false' : 'true'})`;
};

/** Contacts with from <= id < to. */
export interface ContactIdRange {
  from: number;
  to: number;
}

/** Below this many contacts one COPY is quick enough; above it the list is read in parallel parts. */
const PARALLEL_FROM_CONTACTS = 100_000;
const PARALLEL_PARTS = 2;

/** Splits the list's contact ids into `parts` ranges of about equal width (ids are dense enough for that). */
const splitContactIds = async (client: pg.ClientBase, accountId: string, listId: number, parts: number): Promise<ContactIdRange[]> => {
  const bounds = await client.query<{ low: number | null; high: number | null }>(
    'select min(contact_id) as low, max(contact_id) as high from list_members where account_id = $1 and list_id = $2',
    [accountId, listId],
  );
  const { low, high } = bounds.rows[0] ?? { low: null, high: null };
  if (low === null || high === null) return [{ from: 0, to: Number.MAX_SAFE_INTEGER }];
  const width = Math.ceil((high + 1 - low) / parts);
  return Array.from({ length: parts }, (_, part) => ({
    from: part === 0 ? 0 : low + part * width,
    to: part === parts - 1 ? Number.MAX_SAFE_INTEGER : low + (part + 1) * width,
  }));
};

/**
 * Writes the list's CSV to `target`. A large list is read by several COPYs at once, each on its own
 * connection and all in one snapshot (as pg_dump does), so the file is exactly what one COPY would have
 * given, in less time: the first part streams straight into the file, later parts into side files that are
 * appended in order.
 */
const copyListInto = async (
  ctx: AppContext,
  target: Writable,
  input: { accountId: string; listId: number; timezoneOffset: number; propertyKeys: string[]; parallel: boolean; sideKey: (part: number) => string },
): Promise<number> => {
  const clients = await Promise.all(Array.from({ length: input.parallel ? PARALLEL_PARTS : 1 }, () => ctx.pool.connect()));
  const sideKeys: string[] = [];
  try {
    const [first, ...others] = clients;
    if (!first) throw new Error('no connection');
    await first.query('begin isolation level repeatable read read only');
    await first.query('set local datestyle = iso');
    const snapshot = (await first.query<{ id: string }>('select pg_export_snapshot() as id')).rows[0]?.id ?? '';
    for (const client of others) {
      await client.query('begin isolation level repeatable read read only');
      await client.query(`set transaction snapshot ${client.escapeLiteral(snapshot)}`);
      await client.query('set local datestyle = iso');
    }
    const ranges = others.length === 0 ? [undefined] : await splitContactIds(first, input.accountId, input.listId, clients.length);
    const copies = clients.map((client, part) =>
      client.query(copyTo(buildExportQuery(client, { ...input, contactIds: ranges[part], header: part === 0 }))),
    );
    const sides = await Promise.all(
      copies.slice(1).map(async (_, index) => {
        const key = input.sideKey(index + 1);
        sideKeys.push(key);
        return ctx.storage.openWrite(key);
      }),
    );
    await Promise.all([
      pipeline(copies[0]!, target, { end: false }),
      ...sides.map(async (side, index) => {
        await pipeline(copies[index + 1]!, side.stream);
        await side.commit();
      }),
    ]);
    for (const key of sideKeys) await pipeline(ctx.storage.openRead(key), target, { end: false });
    await new Promise<void>((resolve, reject) => target.end((error?: Error | null) => (error ? reject(error) : resolve())));
    for (const client of clients) await client.query('commit');
    return copies.reduce((rows, copy) => rows + (copy.rowCount ?? 0), 0);
  } catch (error) {
    for (const client of clients) await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    for (const key of sideKeys) await ctx.storage.remove(key).catch(() => undefined);
    for (const client of clients) client.release();
  }
};

export const handleExportList = async (ctx: AppContext, payload: z.infer<typeof exportListJob.payload>): Promise<void> => {
  const entry = await findExport(ctx.db, payload.accountId, payload.exportId);
  // Done already (a retry after the last step), or gone: nothing to do.
  if (!entry || entry.status === 'done') return;
  await markExportRunning(ctx.db, payload.accountId, payload.exportId);
  const fileKey = `exports/${payload.accountId}/${payload.exportId}.csv`;
  const propertyKeys = mergePropertyRegistry(await customProperties(ctx.db, payload.accountId)).map((property) => property.key);
  const list = await findList(ctx.db, payload.accountId, entry.listId);
  const target = await ctx.storage.openWrite(fileKey);
  try {
    const rowCount = await copyListInto(ctx, target.stream, {
      accountId: payload.accountId,
      listId: entry.listId,
      timezoneOffset: entry.timezoneOffset,
      propertyKeys,
      parallel: (list?.recipientsCount ?? 0) >= PARALLEL_FROM_CONTACTS,
      sideKey: (part) => `${fileKey}.${part}`,
    });
    await target.commit();
    await markExportDone(ctx.db, payload.accountId, payload.exportId, { fileKey, sizeBytes: await ctx.storage.size(fileKey), rowCount });
  } catch (error) {
    await target.abort();
    await markExportFailed(ctx.db, payload.accountId, payload.exportId, 'Something went wrong');
    throw error;
  }
  const email = await findUserEmail(ctx.db, entry.requestedBy);
  if (email) await ctx.mailer.send(exportReadyEmail(email, entry.listName, `${ctx.config.appUrl}/app/settings/download-centre`));
};
