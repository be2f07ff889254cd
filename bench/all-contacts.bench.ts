/**
 * The All contacts table on 1M contacts in no list: the first page, a deep page, searches, each order and
 * the status filter, timed one request at a time (the answer a marketer waits for), then one bulk action
 * over every contact matching a search.
 */
import { sql } from 'kysely';
import { machineLine, signUpSession, startBenchServer } from './support/bench-server';
import { runBench } from './support/run-bench';

const CONTACTS = Number(process.env.BENCH_CONTACTS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

const main = async () => {
  console.log(`bench:all-contacts on ${await machineLine()}`);
  const server = await startBenchServer(`all-contacts-${Date.now()}`);
  try {
    const { headers, accountId } = await signUpSession(server.baseUrl, `bench.${Date.now()}@example.com`);
    const db = server.db;
    const started = performance.now();
    // Contacts as API events create them: in no list. One in 50 unsubscribed, one in 200 blocked.
    await sql`insert into contacts (account_id, email, properties, is_unsubscribed, is_blocked, created_at)
      select ${accountId}, 'contact' || g || '@example.com',
        jsonb_build_object('firstName', (array['Ada','Émile','Grace','Zoë','Linus','Margaret'])[1 + g % 6] || g, 'lastName', 'Last' || g,
          'city', (array['Berlin','Lyon','Osaka','Lagos','Zürich'])[1 + g % 5], 'plan', (array['free','pro'])[1 + g % 2]),
        g % 50 = 0, g % 200 = 0, now() - make_interval(secs => ${CONTACTS} - g)
      from generate_series(1, ${CONTACTS}) g`.execute(db);
    await sql`vacuum analyze contacts`.execute(db);
    // As autovacuum leaves them: the planner's statistics of the search texts decide how a search reads them.
    await sql`vacuum analyze contact_search`.execute(db);
    await sql`checkpoint`.execute(db);
    console.log(
      `seeded ${CONTACTS.toLocaleString()} contacts in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    const cases: [label: string, query: string][] = [
      ['first page (newest first)', ''],
      ['page 2', 'page=2'],
      ['page 5,000 (offset 100,000)', 'page=5000&pageSize=20'],
      ['sort by email', 'sortBy=email&sortOrder=asc'],
      ['sort by name', 'sortBy=name&sortOrder=asc'],
      ['sort by status (blocked first)', 'sortBy=status&sortOrder=desc'],
      ['sort by date added, oldest first', 'sortBy=createdOn&sortOrder=asc'],
      ['status filter: blocked', 'status=blocked'],
      ['search e-mail (one match)', 'search=contact123457%40'],
      ['search a name (one match)', `search=${encodeURIComponent('ZOË123453')}`],
      ['search property value (200k matches)', `search=${encodeURIComponent('ZÜRICH')}`],
      ['same, exact count asked for', `search=${encodeURIComponent('ZÜRICH')}&exactTotal=true`],
      ['search without a match', 'search=nobody-here'],
      // 1,111 matches, none among the newest 76,000 contacts: newest first, the table's order reaches them late.
      ['search few old contacts (newest first)', 'search=contact123'],
      ['same, sorted by name', 'search=contact123&sortBy=name&sortOrder=asc'],
      [
        'search + status + sort by name',
        `search=${encodeURIComponent('zürich')}&status=subscribed&sortBy=name&sortOrder=asc`,
      ],
      ['search 2 characters (start of e-mail)', 'search=co'],
      ['search 2 characters, no match', 'search=zq'],
    ];
    for (const [label, query] of cases) {
      const times: number[] = [];
      let total = 0;
      let capped = false;
      for (let run = 0; run < RUNS; run++) {
        const start = performance.now();
        const response = await fetch(`${server.baseUrl}/api/contacts?${query}`, { headers });
        if (!response.ok) throw new Error(`${label}: ${response.status} ${await response.text()}`);
        const answer = (await response.json()) as { total: number; totalCapped?: boolean };
        total = answer.total;
        capped = answer.totalCapped === true;
        times.push(performance.now() - start);
      }
      times.sort((a, b) => a - b);
      console.log(
        `${label.padEnd(40)} median ${times[Math.floor(times.length / 2)]!.toFixed(0).padStart(5)} ms   max ${times.at(-1)!.toFixed(0).padStart(5)} ms   (${total.toLocaleString()}${capped ? '+' : ''} match)`,
      );
    }

    const list = await sql<{
      id: number;
    }>`insert into lists (account_id, name, type) values (${accountId}, 'Bench list', 'list') returning id`.execute(
      db,
    );
    /** A bulk action, followed to its end when it runs in the background. */
    const bulk = async (label: string, path: string, body: unknown) => {
      const start = performance.now();
      const response = await fetch(`${server.baseUrl}${path}`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${label}: ${response.status} ${await response.text()}`);
      const result = (await response.json()) as { changed: number; job?: { id: string } };
      const answered = performance.now() - start;
      let changed = result.changed;
      if (result.job) {
        for (;;) {
          await new Promise((resolve) => setTimeout(resolve, 250));
          const job = (await (
            await fetch(`${server.baseUrl}/api/contacts/bulk-jobs/${result.job.id}`, { headers })
          ).json()) as { state: string; changed: number; error: string | null };
          if (job.state === 'failed') throw new Error(`${label}: ${job.error}`);
          if (job.state === 'done') {
            changed = job.changed;
            break;
          }
        }
      }
      const way = result.job ? `in the background, answered in ${(answered / 1000).toFixed(2)} s` : 'at once';
      console.log(
        `bulk ${label.padEnd(35)} ${((performance.now() - start) / 1000).toFixed(2)} s (${changed.toLocaleString()} changed, ${way})`,
      );
    };
    const zurich = { allMatching: { search: 'zürich' } };
    await bulk('add all "zürich" to a list', '/api/contacts/bulk', {
      action: 'addToList',
      listId: list.rows[0]!.id,
      selection: zurich,
    });
    await bulk('unsubscribe all "zürich"', '/api/contacts/bulk', {
      action: 'unsubscribe',
      selection: zurich,
    });
    const lagos = { allMatching: { search: 'lagos' } };
    const lagosCount = (await (
      await fetch(`${server.baseUrl}/api/contacts?search=lagos&exactTotal=true`, { headers })
    ).json()) as { total: number };
    await bulk('delete all "lagos"', '/api/contacts/bulk-delete', {
      selection: lagos,
      confirmCount: lagosCount.total,
    });
    console.log(`server peak RSS ${server.serverPeakRssMiB().toFixed(0)} MiB`);
  } finally {
    await server.stop();
  }
};

runBench(main);
