import { availableParallelism } from 'node:os';
import type { Writable } from 'node:stream';
import { z } from 'zod';
import { mergePropertyRegistry } from '@sendwell/domain';
import { copyOut } from '../../db/copy-out';
import type { AppContext } from '../../platform/context';
import type { Storage } from '../../platform/storage';
import { defineJob } from '../../platform/jobs';
import { customProperties } from '../contacts/contacts.repository';
import { findUserEmail } from '../auth/find-user-email';
import { findList } from '../lists/lists.repository';
import { exportReadyEmail } from './export-emails';
import { exportFileKeys, exportPartKey } from './export-file';
import { buildExportQuery, splitContactIds } from './export-query';
import { findExport, markExportDone, markExportFailed, markExportRunning } from './exports.repository';

export const exportListJob = defineJob({
  name: 'export-list',
  payload: z.object({ accountId: z.string().uuid(), exportId: z.number().int().positive() }),
  retryLimit: 3,
  expireInSeconds: 60 * 60,
});

/** Below this many contacts one COPY is quick enough; above it the list is read in parallel parts. */
const PARALLEL_FROM_CONTACTS = 100_000;
/** One part per core, within reason: each part is a Postgres backend working flat out. */
const PARALLEL_PARTS = Math.min(4, Math.max(2, availableParallelism()));

const endStream = (stream: Writable) =>
  new Promise<void>((resolve, reject) => stream.end((error?: Error | null) => (error ? reject(error) : resolve())));

/** A part of the file being written: it is kept only once committed. */
type PartFile = Awaited<ReturnType<Storage['openWrite']>>;

/**
 * Writes the list's CSV as one or more files (part 0 first, then in order). A large list is read by
 * several COPYs at once, each on its own connection and all in one snapshot (as pg_dump does), each into
 * its own part, so the parts together are exactly what one COPY would have given, in less time.
 */
const copyListInto = async (
  ctx: AppContext,
  openPart: (part: number) => Promise<PartFile>,
  input: { accountId: string; listId: number; timezoneOffset: number; propertyKeys: string[]; members: number },
): Promise<{ rows: number; parts: number }> => {
  const parallel = input.members >= PARALLEL_FROM_CONTACTS;
  const clients = await Promise.all(Array.from({ length: parallel ? PARALLEL_PARTS : 1 }, () => ctx.pool.connect()));
  try {
    const [first, ...others] = clients;
    if (!first) throw new Error('no connection');
    await first.query('begin isolation level repeatable read read only');
    await first.query('set local datestyle = iso');
    const snapshot = (await first.query<{ id: string }>('select pg_export_snapshot() as id')).rows[0]?.id ?? '';
    await Promise.all(
      others.map(async (client) => {
        await client.query('begin isolation level repeatable read read only');
        await client.query(`set transaction snapshot ${client.escapeLiteral(snapshot)}`);
        await client.query('set local datestyle = iso');
      }),
    );
    if (parallel) {
      // Each part is one backend on one core. Both tables are read in contact order from their primary keys
      // and merged, at a third of the cost of hashing a million contacts; the choice is forced because a
      // list filled moments ago has no statistics yet, and a nested loop on a guess would never finish.
      await Promise.all(
        clients.map((client) =>
          client.query('set local max_parallel_workers_per_gather = 0; set local enable_hashjoin = off; set local enable_nestloop = off'),
        ),
      );
    }
    const ranges = parallel
      ? await splitContactIds(clients, { accountId: input.accountId, listId: input.listId, members: input.members, parts: clients.length })
      : [undefined];
    // A list smaller than its count said may give fewer ranges than connections; the spare ones stay idle.
    const counts = await Promise.all(
      ranges.map(async (contactIds, part) => {
        const client = clients[part] ?? first;
        const file = await openPart(part);
        const rows = await copyOut(client, buildExportQuery(client, { ...input, contactIds, header: part === 0 }), file.stream);
        await endStream(file.stream);
        await file.commit();
        return rows;
      }),
    );
    for (const client of clients) await client.query('commit');
    return { rows: counts.reduce((total, rows) => total + rows, 0), parts: ranges.length };
  } catch (error) {
    for (const client of clients) await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    for (const client of clients) client.release();
  }
};

export const handleExportList = async (ctx: AppContext, payload: z.infer<typeof exportListJob.payload>): Promise<void> => {
  const entry = await findExport(ctx.db, payload.accountId, payload.exportId);
  // Done already (a retry after the last step), gone, or not a list's: nothing to do.
  if (!entry || entry.status === 'done' || entry.listId === null) return;
  const listId = entry.listId;
  await markExportRunning(ctx.db, payload.accountId, payload.exportId);
  const fileKey = `exports/${payload.accountId}/${payload.exportId}.csv`;
  const propertyKeys = mergePropertyRegistry(await customProperties(ctx.db, payload.accountId)).map((property) => property.key);
  const list = await findList(ctx.db, payload.accountId, listId);
  // Every part opened, so a failure removes them all, committed or not (a retry writes them again).
  const opened: { key: string; file: PartFile }[] = [];
  try {
    const { rows, parts } = await copyListInto(
      ctx,
      async (part) => {
        const key = exportPartKey(fileKey, part);
        const file = await ctx.storage.openWrite(key);
        opened.push({ key, file });
        return file;
      },
      { accountId: payload.accountId, listId, timezoneOffset: entry.timezoneOffset, propertyKeys, members: list?.recipientsCount ?? 0 },
    );
    const sizes = await Promise.all(exportFileKeys(fileKey, parts).map((key) => ctx.storage.size(key)));
    const sizeBytes = sizes.reduce((total, size) => total + size, 0);
    await markExportDone(ctx.db, payload.accountId, payload.exportId, { fileKey, fileParts: parts, sizeBytes, rowCount: rows });
  } catch (error) {
    for (const { key, file } of opened) {
      await file.abort().catch(() => undefined);
      await ctx.storage.remove(key).catch(() => undefined);
    }
    await markExportFailed(ctx.db, payload.accountId, payload.exportId, 'Something went wrong');
    throw error;
  }
  const email = await findUserEmail(ctx.db, entry.requestedBy);
  if (email) await ctx.mailer.send(exportReadyEmail(email, entry.listName, `${ctx.config.appUrl}/app/settings/download-centre`));
};
