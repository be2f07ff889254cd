import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  BULK_JOB_RECENT_MINUTES,
  CONTACT_BULK_SYNC_LIMIT,
  contactRoutes,
  type BulkContactsJob,
} from '@sendwell/contracts';
import { listMemberEmails, seedContacts, seedList } from '../../../test/fixtures';
import { useOwner, useTestApp } from '../../../test/integration-setup';
import { signInNewMember, signUpUser } from '../../../test/users';
import { handleBulkContactsJob } from './bulk-contacts.job';
import { insertBulkJob } from './contact-bulk-jobs.repository';

const t = useTestApp();
const owner = useOwner(t, 'each test');

/** `count` contacts living in Zürich, one in ten of them unsubscribed. */
const seedZurich = async (count: number) => {
  await sql`insert into contacts (account_id, email, properties, is_unsubscribed)
    select ${owner.accountId}, 'z' || g || '@example.com', '{"city": "Zürich"}'::jsonb, g % 10 = 0
    from generate_series(1, ${count}) g`.execute(t.ctx.db);
};

const listCount = async (listId: number) =>
  (
    await t.ctx.db
      .selectFrom('lists')
      .select('recipients_count')
      .where('account_id', '=', owner.accountId)
      .where('id', '=', listId)
      .executeTakeFirstOrThrow()
  ).recipients_count;

const memberRows = async (listId: number) =>
  Number(
    (
      await sql<{
        count: string;
      }>`select count(*) as count from list_members where account_id = ${owner.accountId} and list_id = ${listId}`.execute(
        t.ctx.db,
      )
    ).rows[0]!.count,
  );

const followJob = async (id: string, caller = owner.browser): Promise<BulkContactsJob> => {
  for (let i = 0; i < 2000; i++) {
    const job = await caller.call(contactRoutes.bulkJob, { params: { id } });
    expect(job.status, job.text).toBe(200);
    if (job.data.state === 'done' || job.data.state === 'failed') return job.data;
    await sleep(50);
  }
  throw new Error('the bulk job did not end');
};

describe('bulk actions over many contacts', () => {
  it('run in the background past the limit, with progress to follow, and the list count right', async () => {
    const listId = await seedList(t.ctx.db, owner.accountId, 'Swiss');
    await seedZurich(CONTACT_BULK_SYNC_LIMIT + 10);
    await seedContacts(t.ctx.db, owner.accountId, ['bern@example.com'], {
      properties: () => ({ city: 'Bern' }),
    });

    const answer = await owner.browser.call(contactRoutes.bulkChange, {
      body: { action: 'addToList', listId, selection: { allMatching: { search: 'ZÜRICH' } } },
    });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.data).toMatchObject({
      selected: CONTACT_BULK_SYNC_LIMIT + 10,
      changed: 0,
      job: { action: 'addToList' },
    });
    const done = await followJob(answer.data.job!.id);
    expect(done).toMatchObject({
      state: 'done',
      total: CONTACT_BULK_SYNC_LIMIT + 10,
      processed: CONTACT_BULK_SYNC_LIMIT + 10,
      changed: CONTACT_BULK_SYNC_LIMIT + 10,
      error: null,
    });
    expect(await memberRows(listId)).toBe(CONTACT_BULK_SYNC_LIMIT + 10);
    expect(await listCount(listId)).toBe(CONTACT_BULK_SYNC_LIMIT + 10);
    expect(await listMemberEmails(t.ctx.db, owner.accountId, listId)).not.toContain('bern@example.com');

    // The status filter narrows it to the subscribed ones: below the limit, it runs at once.
    const unsubscribe = await owner.browser.call(contactRoutes.bulkChange, {
      body: {
        action: 'removeFromList',
        listId,
        selection: { allMatching: { search: 'zürich', status: 'unsubscribed' } },
      },
    });
    expect(unsubscribe.data).toEqual({ selected: 501, changed: 501 });
    expect(await listCount(listId)).toBe(CONTACT_BULK_SYNC_LIMIT + 10 - 501);
    // Someone else's account cannot read the job.
    const other = await signUpUser(t.app);
    expect(
      (await other.browser.call(contactRoutes.bulkJob, { params: { id: answer.data.job!.id } })).status,
    ).toBe(404);
  }, 120_000);

  it('resume after a crash without changing any contact twice', async () => {
    const listId = await seedList(t.ctx.db, owner.accountId, 'Resumed');
    await seedZurich(25);
    const job = await insertBulkJob(t.ctx.db, owner.accountId, {
      action: 'addToList',
      listId,
      filter: { search: 'zürich' },
    });
    // Contacts added after the request are not taken.
    await seedContacts(t.ctx.db, owner.accountId, ['late@example.com'], {
      properties: () => ({ city: 'Zürich' }),
    });

    let batches = 0;
    const crash = handleBulkContactsJob(
      t.ctx,
      { accountId: owner.accountId, jobId: job.id },
      {
        batchSize: 10,
        afterBatch: async () => {
          batches += 1;
          if (batches === 2) throw new Error('killed');
        },
      },
    );
    await expect(crash).rejects.toThrow('killed');
    const halfway = (await owner.browser.call(contactRoutes.bulkJob, { params: { id: job.id } })).data;
    expect(halfway).toMatchObject({ state: 'running', total: 25, processed: 20, changed: 20 });
    expect(await memberRows(listId)).toBe(20);

    await handleBulkContactsJob(t.ctx, { accountId: owner.accountId, jobId: job.id }, { batchSize: 10 });
    // Run once more, as a retry after the end would: nothing changes.
    await handleBulkContactsJob(t.ctx, { accountId: owner.accountId, jobId: job.id }, { batchSize: 10 });
    const done = (await owner.browser.call(contactRoutes.bulkJob, { params: { id: job.id } })).data;
    expect(done).toMatchObject({ state: 'done', total: 25, processed: 25, changed: 25 });
    expect(await memberRows(listId)).toBe(25);
    expect(await listCount(listId)).toBe(25);
    expect(await listMemberEmails(t.ctx.db, owner.accountId, listId)).not.toContain('late@example.com');
    const items = await sql<{
      count: string;
    }>`select count(*) as count from contact_bulk_job_items where job_id = ${job.id}`.execute(t.ctx.db);
    expect(Number(items.rows[0]!.count)).toBe(0);
  });

  it('unsubscribes and blocks in the background, each contact once', async () => {
    await seedZurich(30);
    const job = await insertBulkJob(t.ctx.db, owner.accountId, {
      action: 'block',
      listId: null,
      filter: { search: 'zürich', status: 'subscribed' },
    });
    await expect(
      handleBulkContactsJob(
        t.ctx,
        { accountId: owner.accountId, jobId: job.id },
        { batchSize: 7, afterBatch: () => Promise.reject(new Error('killed')) },
      ),
    ).rejects.toThrow('killed');
    await handleBulkContactsJob(t.ctx, { accountId: owner.accountId, jobId: job.id }, { batchSize: 7 });
    const done = (await owner.browser.call(contactRoutes.bulkJob, { params: { id: job.id } })).data;
    expect(done).toMatchObject({ state: 'done', total: 27, processed: 27, changed: 27 });
    const blocked = await sql<{
      count: string;
    }>`select count(*) as count from contacts where account_id = ${owner.accountId} and is_blocked`.execute(
      t.ctx.db,
    );
    expect(Number(blocked.rows[0]!.count)).toBe(27);
  });

  it('fails with the reason, changing nothing, when the list went away before the job started', async () => {
    const listId = await seedList(t.ctx.db, owner.accountId, 'Short-lived');
    await seedZurich(5);
    const job = await insertBulkJob(t.ctx.db, owner.accountId, {
      action: 'addToList',
      listId,
      filter: { search: 'zürich' },
    });
    await t.ctx.db.updateTable('lists').set({ archived_at: new Date() }).where('id', '=', listId).execute();
    await handleBulkContactsJob(t.ctx, { accountId: owner.accountId, jobId: job.id });
    expect((await owner.browser.call(contactRoutes.bulkJob, { params: { id: job.id } })).data).toMatchObject({
      state: 'failed',
      error: 'This list is archived',
      changed: 0,
    });
    expect(await memberRows(listId)).toBe(0);
  });

  it('deletes in the background once the count is confirmed; limited members may not', async () => {
    const listId = await seedList(t.ctx.db, owner.accountId, 'Everyone');
    await seedZurich(CONTACT_BULK_SYNC_LIMIT + 1);
    await sql`insert into list_members (account_id, list_id, contact_id) select account_id, ${listId}, id from contacts where account_id = ${owner.accountId}`.execute(
      t.ctx.db,
    );
    await sql`update lists set recipients_count = ${CONTACT_BULK_SYNC_LIMIT + 1} where id = ${listId}`.execute(
      t.ctx.db,
    );
    await seedContacts(t.ctx.db, owner.accountId, ['stays@example.com']);
    const body = {
      selection: { allMatching: { search: 'zürich' } },
      confirmCount: CONTACT_BULK_SYNC_LIMIT + 1,
    };

    const limited = await signInNewMember(t, owner.accountId, { limitedAccess: true });
    expect((await limited.call(contactRoutes.bulkDelete, { body })).status).toBe(403);
    expect(
      (await owner.browser.call(contactRoutes.bulkDelete, { body: { ...body, confirmCount: 3 } })).status,
    ).toBe(400);

    const answer = await owner.browser.call(contactRoutes.bulkDelete, { body });
    expect(answer.status, answer.text).toBe(200);
    const done = await followJob(answer.data.job!.id);
    expect(done).toMatchObject({ state: 'done', action: 'delete', changed: CONTACT_BULK_SYNC_LIMIT + 1 });
    expect(await listCount(listId)).toBe(0);
    const page = await owner.browser.call(contactRoutes.allContacts, { query: {} });
    expect(page.data.data.map((contact) => contact.email)).toEqual(['stays@example.com']);
  }, 120_000);

  it('are listed for the account while they run and for a while after they end', async () => {
    await seedZurich(30);
    const running = await insertBulkJob(t.ctx.db, owner.accountId, {
      action: 'block',
      listId: null,
      filter: { search: 'zürich' },
    });
    const ended = await insertBulkJob(t.ctx.db, owner.accountId, {
      action: 'unsubscribe',
      listId: null,
      filter: { search: 'zürich' },
    });
    const old = await insertBulkJob(t.ctx.db, owner.accountId, {
      action: 'delete',
      listId: null,
      filter: { search: 'nobody' },
    });
    // Half of one job done, one job over, and one that ended long ago.
    let batches = 0;
    await expect(
      handleBulkContactsJob(
        t.ctx,
        { accountId: owner.accountId, jobId: running.id },
        {
          batchSize: 15,
          afterBatch: async () => {
            batches += 1;
            throw new Error('stopped here');
          },
        },
      ),
    ).rejects.toThrow('stopped here');
    expect(batches).toBe(1);
    await handleBulkContactsJob(t.ctx, { accountId: owner.accountId, jobId: ended.id });
    await handleBulkContactsJob(t.ctx, { accountId: owner.accountId, jobId: old.id });
    await sql`update contact_bulk_jobs set finished_at = now() - interval '${sql.raw(String(BULK_JOB_RECENT_MINUTES + 1))} minutes'
      where id = ${old.id}`.execute(t.ctx.db);
    // Someone else's job is not theirs to see.
    const other = await signUpUser(t.app);
    await insertBulkJob(t.ctx.db, other.user.accountId, { action: 'block', listId: null, filter: {} });

    const listed = await owner.browser.call(contactRoutes.bulkJobs, {});
    expect(listed.status, listed.text).toBe(200);
    expect(listed.data.data).toEqual([
      {
        id: running.id,
        action: 'block',
        state: 'running',
        total: 30,
        processed: 15,
        changed: 15,
        error: null,
      },
      {
        id: ended.id,
        action: 'unsubscribe',
        state: 'done',
        total: 30,
        processed: 30,
        changed: 27,
        error: null,
      },
    ]);
    // A member with limited access follows them too.
    const limited = await signInNewMember(t, owner.accountId, { limitedAccess: true });
    expect((await limited.call(contactRoutes.bulkJobs, {})).data.data.map((job) => job.id)).toEqual([
      running.id,
      ended.id,
    ]);
  });
});
