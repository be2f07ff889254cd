/**
 * Segment counts on generated data: 1M contacts (BENCH_CONTACTS), about 12 campaign activity rows and one
 * store or custom event per contact; a quarter of the contacts never open. For each definition it prints p50 and p95 of POST
 * /api/contacts_v2/getCount (HTTP, validation and context included), of the engine's SQL alone, and of
 * the same count written by hand over the raw tables, then the time a dynamic segment's full membership
 * refresh takes. Target: p95 <= 150 ms per count; a full refresh <= 2 s. BENCH_KEEP=true keeps the
 * seeded database for the next run (seeding takes minutes), so query changes can be measured quickly;
 * a kept database is reused only when it holds the same number of contacts.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { sql, type RawBuilder } from 'kysely';
import type { SegmentCountRequest, SegmentFilter } from '@sendwell/contracts';
import { compileSegment, countOf, readsOnlyContactRows } from '../apps/server/src/modules/segments/engine/compile-segment';
import { loadEngineContext } from '../apps/server/src/modules/segments/load-engine-context';
import { countContacts } from '../apps/server/src/modules/segments/segments.repository';
import { machineLine, signInSession, signUpSession, startBenchServer } from './support/bench-server';
import { runBench } from './support/run-bench';

const CONTACTS = Number(process.env.BENCH_CONTACTS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
/** Keep the seeded database in .bench-data/segments-kept and reuse it on the next run instead of seeding again. */
const KEEP = process.env.BENCH_KEEP === 'true';
const KEPT_EMAIL = 'bench.kept@example.com';

type Db = Awaited<ReturnType<typeof startBenchServer>>['db'];

const everyone = { recipientLists: null, excludeRecipientList: [], isUnsubscribed: false, isBlocked: false, excludeIsUnsubscribed: false, excludeIsBlocked: false };
const request = (groups: SegmentFilter[][], audience: Partial<SegmentCountRequest> = {}): SegmentCountRequest => ({
  ...everyone,
  ...audience,
  segmentFilters: groups.map((filters) => ({ filters })),
});

const seed = async (db: Db, accountId: string): Promise<void> => {
  const step = async (name: string, statement: RawBuilder<unknown>) => {
    const started = performance.now();
    await statement.execute(db);
    console.log(`  ${name}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  };
  await step('contacts', sql`insert into contacts (account_id, email, properties, is_unsubscribed, is_blocked, created_at)
    select ${accountId}, 'contact' || g || '@example.com',
      jsonb_build_object(
        'city', (array['Berlin','Lyon','Osaka','Lagos','Lima','Paris','Rome','Oslo','Quito','Perth'])[1 + g % 10],
        'plan', (array['Free','Starter','Pro','Enterprise'])[1 + (g / 7) % 4],
        'score', (g::bigint * 7919) % 100,
        'birthday', to_char(date '1960-01-01' + (g * 37) % 15000, 'YYYY-MM-DD')),
      g % 50 = 0, g % 200 = 0, now() - make_interval(days => g % 700)
    from generate_series(1, ${CONTACTS}) g`);
  await step('properties and lists', sql`
    with props as (
      insert into contact_properties (account_id, key, type) values (${accountId}, 'plan', 'string'), (${accountId}, 'score', 'number'), (${accountId}, 'birthday', 'date')
    )
    insert into lists (account_id, name, type) values (${accountId}, 'Newsletter', 'list'), (${accountId}, 'Churned', 'list')`);
  await step('list members', sql`insert into list_members (account_id, list_id, contact_id)
    select c.account_id, l.id, c.id from contacts c join lists l on l.account_id = c.account_id
    where c.account_id = ${accountId} and ((l.name = 'Newsletter' and c.id % 3 = 0) or (l.name = 'Churned' and c.id % 10 = 0))`);
  await step('campaigns', sql`
    with sender as (insert into senders (account_id, email, name) values (${accountId}, 'news@shop.test', 'News') returning id)
    insert into campaigns (account_id, name, campaign_type, status, sender_id, sent_at)
    select ${accountId}, 'Campaign ' || g, case when g % 11 = 0 then 'TRIGGERED' else 'bulk' end, 'sent', (select id from sender), now() - make_interval(days => g * 8)
    from generate_series(1, 44) g`);
  await step('email activity', sql`insert into email_activity (account_id, contact_id, campaign_id, kind, occurred_at, link, sender_id, is_apple_privacy_open)
    select c.account_id, c.id, k.id, kinds.kind, k.sent_at + make_interval(mins => kinds.delay),
      case when kinds.kind = 'clicked' then 'https://shop.test/p' || (c.id % 5) end, k.sender_id, kinds.kind = 'opened' and c.id % 9 = 0
    from contacts c
    join campaigns k on k.account_id = c.account_id and (c.id + k.id) % 5 = 0
    cross join lateral (
      select 'sent' as kind, 0 as delay
      union all select 'opened', 90 where c.id % 4 <> 0 and abs(hashtext(c.id || ':' || k.id)) % 10 < 4
      union all select 'clicked', 120 where c.id % 4 <> 0 and abs(hashtext(c.id || ':' || k.id)) % 10 = 0
    ) kinds
    where c.account_id = ${accountId}`);
  await step('engagement counters', sql`insert into contact_engagement_daily (account_id, contact_id, day, sent, opened, clicked, submitted)
    select account_id, contact_id, (occurred_at at time zone 'UTC')::date,
      count(*) filter (where kind = 'sent'), count(*) filter (where kind = 'opened'), count(*) filter (where kind = 'clicked'), count(*) filter (where kind = 'submitted')
    from email_activity where account_id = ${accountId} group by 1, 2, 3`);
  await step('events', sql`insert into events (account_id, contact_id, name, source, occurred_at, properties)
    select c.account_id, c.id,
      case when c.id % 5 < 2 then 'Webinar Registered' else 'orderPlaced' end,
      case when c.id % 5 < 2 then 'custom' else 'shopify' end,
      now() - make_interval(days => ((c.id * 13) % 400)::int),
      case when c.id % 5 < 2 then jsonb_build_object('seats', c.id % 6, 'webinarName', 'Webinar ' || c.id % 20)
        else jsonb_build_object('orderValue', (c.id * 17) % 300, 'productNames', jsonb_build_array('Product ' || c.id % 50, 'Product ' || (c.id + 7) % 50), 'orderTags', jsonb_build_array(case when c.id % 4 = 0 then 'repeat' else 'first-order' end))
      end
    from contacts c where c.account_id = ${accountId}`);
  await step('event definitions and forms', sql`
    with defs as (
      insert into event_definitions (account_id, name, source, properties) values
        (${accountId}, 'Webinar Registered', 'custom', '{"seats":"number","webinarName":"string"}'), (${accountId}, 'orderPlaced', 'shopify', '{}')
    )
    insert into forms (account_id, app_name, form_name) values (${accountId}, 'Typeform', 'Survey'), (${accountId}, 'Typeform', 'Signup')`);
  await step('form submissions', sql`insert into form_submissions (account_id, contact_id, form_id, app_name, submitted_at, properties)
    select c.account_id, c.id, (select min(id) from forms where account_id = ${accountId}), 'Typeform', now() - make_interval(days => (c.id % 200)::int), jsonb_build_object('country', 'DE')
    from contacts c where c.account_id = ${accountId} and c.id % 5 = 0`);
  // Steady state, as autovacuum leaves it: statistics, and visibility maps that allow index-only scans.
  await step('vacuum analyze', sql`vacuum analyze`);
};

/** Contacts of the kept bench account, 0 when there is none yet. */
const keptContacts = async (db: Db): Promise<number> => {
  const result = await sql<{ count: number }>`
    select count(*)::int as count from contacts c join members m on m.account_id = c.account_id join users u on u.id = m.user_id
    where u.email = ${KEPT_EMAIL}`.execute(db);
  return result.rows[0]?.count ?? 0;
};

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};

const time = async (run: () => Promise<unknown>): Promise<{ p50: number; p95: number; result: unknown }> => {
  let result: unknown;
  for (let i = 0; i < 2; i++) result = await run();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  return { p50: percentile(samples, 50), p95: percentile(samples, 95), result };
};

const main = async () => {
  console.log(`bench:segments on ${await machineLine()}, ${CONTACTS.toLocaleString()} contacts, ${RUNS} runs per count`);
  const server = await startBenchServer(KEEP ? 'segments-kept' : `segments-${Date.now()}`, { keep: KEEP });
  try {
    const db = server.db;
    const kept = KEEP ? await keptContacts(db) : 0;
    const { headers, accountId } = kept > 0
      ? await signInSession(server.baseUrl, KEPT_EMAIL)
      : await signUpSession(server.baseUrl, KEEP ? KEPT_EMAIL : `bench.${Date.now()}@example.com`);
    if (kept === CONTACTS) console.log('reusing the kept database');
    else if (kept > 0) throw new Error(`the kept database holds ${kept.toLocaleString()} contacts; remove .bench-data/segments-kept to seed ${CONTACTS.toLocaleString()}`);
    else {
      console.log('seeding');
      await seed(db, accountId);
    }
    const sizes = await sql<{ activity: number; events: number }>`
      select (select count(*) from email_activity where account_id = ${accountId})::int as activity,
        (select count(*) from events where account_id = ${accountId})::int as events`.execute(db);
    console.log(`${kept > 0 ? 'kept' : 'seeded'} ${CONTACTS.toLocaleString()} contacts, ${sizes.rows[0]?.activity.toLocaleString()} activity rows, ${sizes.rows[0]?.events.toLocaleString()} events`);

    const ids = await sql<{ newsletter: number; churned: number; campaign: number }>`
      select (select id from lists where account_id = ${accountId} and name = 'Newsletter') as newsletter,
        (select id from lists where account_id = ${accountId} and name = 'Churned') as churned,
        (select min(id) from campaigns where account_id = ${accountId}) as campaign`.execute(db);
    const { newsletter, churned, campaign } = ids.rows[0]!;
    const a = sql.lit(accountId);
    const last = (days: number) => ({ range: 'last' as const, rangeValue: { endValue: days } });
    const openedAll30: SegmentFilter = { property: 'userActivity', condition: 'hasOpened', campaigns: ['all'], allCampaigns: true, ...last(30) };

    const cases: { name: string; definition: SegmentCountRequest; plain: RawBuilder<unknown> }[] = [
      {
        name: 'property: city is Berlin',
        definition: request([[{ property: 'userProperty', condition: 'city', operator: 'equals', compareValue: 'Berlin' }]]),
        plain: sql`select count(*) from contacts where account_id = ${a} and archived_at is null and lower(properties ->> 'city') = 'berlin'`,
      },
      {
        name: 'properties: plan Pro and score > 50',
        definition: request([[
          { property: 'userProperty', condition: 'plan', operator: 'equals', compareValue: 'Pro' },
          { property: 'userProperty', condition: 'score', operator: 'greaterThan', compareValue: 50 },
        ]]),
        plain: sql`select count(*) from contacts where account_id = ${a} and archived_at is null and lower(properties ->> 'plan') = 'pro' and (properties ->> 'score')::numeric > 50`,
      },
      {
        name: 'activity: opened any campaign, last 30 days',
        definition: request([[openedAll30]]),
        plain: sql`select count(*) from contacts c where c.account_id = ${a} and c.archived_at is null and exists (select 1 from email_activity e where e.account_id = c.account_id and e.contact_id = c.id and e.kind = 'opened' and e.occurred_at >= now() - interval '30 days')`,
      },
      {
        name: 'activity: clicked one campaign',
        definition: request([[{ property: 'userActivity', condition: 'hasClicked', campaigns: [campaign], range: 'overAll' }]]),
        plain: sql`select count(*) from contacts c where c.account_id = ${a} and c.archived_at is null and exists (select 1 from email_activity e where e.account_id = c.account_id and e.contact_id = c.id and e.kind = 'clicked' and e.campaign_id = ${campaign})`,
      },
      {
        name: 'engagement: open rate > 25%, last 30 days',
        definition: request([[{ property: 'engagementMetrics', condition: 'openRate', operator: 'greaterThan', compareValue: 25, ...last(30) }]]),
        plain: sql`select count(*) from (select contact_id from contact_engagement_daily where account_id = ${a} and day >= current_date - 30 group by contact_id having sum(sent) > 0 and sum(opened) * 100.0 / sum(sent) > 25) x`,
      },
      {
        name: 'event: webinar >= 2 seats, last 90 days',
        definition: request([[{ property: 'customEvents', eventName: 'Webinar Registered', occurrence: { hasOccurred: true, operator: 'atLeast', compareValue: 1, ...last(90) }, eventProperty: 'seats', propertyOperator: 'greaterThanOrEqual', propertyCompareValue: 2 }]]),
        plain: sql`select count(distinct contact_id) from events where account_id = ${a} and name = 'Webinar Registered' and occurred_at >= now() - interval '90 days' and (properties ->> 'seats')::numeric >= 2`,
      },
      {
        name: 'store v2: order value > 200',
        definition: request([[{ property: 'userShopifyActivityV2', eventName: 'orderPlaced', occurrence: { hasOccurred: true, operator: 'atLeast', compareValue: 1, range: 'overAll' }, eventProperty: 'orderValue', propertyOperator: 'greaterThan', propertyCompareValue: 200 }]]),
        plain: sql`select count(distinct contact_id) from events where account_id = ${a} and name = 'orderPlaced' and (properties ->> 'orderValue')::numeric > 200`,
      },
      {
        name: 'store v1: bought Product 7, last 180 days',
        definition: request([[{ property: 'userShopifyActivity', primaryFilter: { condition: 'purchasedAtLeastOnce', range: 'last', filter: { endValue: 180 } }, secondaryFilter: { condition: 'productNames', tags: ['Product 7'] } }]]),
        plain: sql`select count(distinct contact_id) from events where account_id = ${a} and name = 'orderPlaced' and occurred_at >= now() - interval '180 days' and properties -> 'productNames' ? 'Product 7'`,
      },
      {
        name: 'web form: submitted Typeform, last 90 days',
        definition: request([[{ property: 'externalForm', appName: 'Typeform', submission: { hasSubmitted: true, operator: 'atLeast', compareValue: 1, ...last(90) } }]]),
        plain: sql`select count(distinct contact_id) from form_submissions where account_id = ${a} and app_name = 'Typeform' and submitted_at >= now() - interval '90 days'`,
      },
      {
        name: 'lists: in Newsletter, not Churned, not opened 90 days',
        definition: request([[{ ...openedAll30, condition: 'hasNotOpened', ...last(90) }]], { recipientLists: [newsletter], excludeRecipientList: [churned] }),
        plain: sql`select count(*) from contacts c join list_members m on m.account_id = c.account_id and m.contact_id = c.id and m.list_id = ${newsletter}
          where c.account_id = ${a} and c.archived_at is null
            and not exists (select 1 from list_members x where x.account_id = c.account_id and x.contact_id = c.id and x.list_id = ${churned})
            and not exists (select 1 from email_activity e where e.account_id = c.account_id and e.contact_id = c.id and e.kind = 'opened' and e.occurred_at >= now() - interval '90 days')`,
      },
      {
        name: 'OR of 5 groups (property, activity, event, form, rate)',
        definition: request([
          [{ property: 'userProperty', condition: 'city', operator: 'equals', compareValue: 'Oslo' }, { property: 'userProperty', condition: 'plan', operator: 'equals', compareValue: 'Pro' }],
          [openedAll30],
          [{ property: 'customEvents', eventName: 'Webinar Registered', occurrence: { hasOccurred: true, operator: 'atLeast', compareValue: 1, ...last(30) } }],
          [{ property: 'externalForm', appName: 'Typeform', submission: { hasSubmitted: true, operator: 'atLeast', compareValue: 1, ...last(30) } }],
          [{ property: 'engagementMetrics', condition: 'clickRate', operator: 'greaterThan', compareValue: 50, ...last(60) }],
        ]),
        plain: sql`select count(*) from contacts c where c.account_id = ${a} and c.archived_at is null and (
            (lower(c.properties ->> 'city') = 'oslo' and lower(c.properties ->> 'plan') = 'pro')
            or c.id in (select contact_id from email_activity where account_id = ${a} and kind = 'opened' and occurred_at >= now() - interval '30 days')
            or c.id in (select contact_id from events where account_id = ${a} and name = 'Webinar Registered' and occurred_at >= now() - interval '30 days')
            or c.id in (select contact_id from form_submissions where account_id = ${a} and app_name = 'Typeform' and submitted_at >= now() - interval '30 days')
            or c.id in (select contact_id from contact_engagement_daily where account_id = ${a} and day >= current_date - 60 group by contact_id having sum(sent) > 0 and sum(clicked) * 100.0 / sum(sent) > 50))`,
      },
      {
        name: 'inactive: sent, not opened, not clicked, 90 days',
        definition: request([[
          { ...openedAll30, condition: 'wasSent', ...last(90) },
          { ...openedAll30, condition: 'hasNotOpened', ...last(90) },
          { ...openedAll30, condition: 'hasNotClicked', ...last(90) },
        ]], { excludeIsUnsubscribed: true, excludeIsBlocked: true }),
        plain: sql`select count(*) from contacts c where c.account_id = ${a} and c.archived_at is null and not c.is_unsubscribed and not c.is_blocked
          and exists (select 1 from email_activity e where e.account_id = c.account_id and e.contact_id = c.id and e.kind = 'sent' and e.occurred_at >= now() - interval '90 days')
          and not exists (select 1 from email_activity e where e.account_id = c.account_id and e.contact_id = c.id and e.kind in ('opened', 'clicked') and e.occurred_at >= now() - interval '90 days')`,
      },
    ];

    console.log(`\n${'segment'.padEnd(56)} ${'count'.padStart(9)}   HTTP p50/p95     engine SQL p50/p95   plain SQL p50/p95   ratio`);
    for (const entry of cases) {
      const http = await time(async () => {
        const response = await fetch(`${server.baseUrl}/api/contacts_v2/getCount`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify(entry.definition),
        });
        if (!response.ok) throw new Error(`${entry.name}: ${response.status} ${await response.text()}`);
        return ((await response.json()) as { contactsCount: number }).contactsCount;
      });
      const ctx = await loadEngineContext(db, accountId);
      const engineSql = countOf(compileSegment(entry.definition, ctx));
      // With the planner settings the server gives every segment query.
      const engine = await time(() => countContacts(db, engineSql, { parallel: readsOnlyContactRows(entry.definition) }));
      const plain = await time(async () => (await sql<{ count: string | number }>`${entry.plain}`.execute(db)).rows[0]?.count);
      const f = (ms: number) => `${ms.toFixed(0).padStart(5)} ms`;
      console.log(
        `${entry.name.padEnd(56)} ${String(http.result).padStart(9)}  ${f(http.p50)} ${f(http.p95)}   ${f(engine.p50)} ${f(engine.p95)}   ${f(plain.p50)} ${f(plain.p95)}   ${(engine.p50 / plain.p50).toFixed(2)}`,
      );
      if (Number(plain.result) !== Number(engine.result)) console.log(`  note: the plain query counts ${String(plain.result)} (windows by rolling hours, not the account's days)`);
    }

    const started = performance.now();
    const created = await fetch(`${server.baseUrl}/api/contacts_v2/saveToList`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ ...request([[openedAll30]]), name: `Openers ${Date.now()}`, segmentType: 'dynamic', source: 'manual' }),
    });
    const { id } = (await created.json()) as { id: number };
    for (;;) {
      const status = (await (await fetch(`${server.baseUrl}/api/lists/${id}/status`, { headers })).json()) as { processing: boolean; recipientsCount: number };
      if (!status.processing) {
        console.log(`\nfull membership refresh of a new dynamic segment (${status.recipientsCount.toLocaleString()} members): ${((performance.now() - started) / 1000).toFixed(2)} s`);
        break;
      }
      await sleep(20);
    }
    const again = performance.now();
    await fetch(`${server.baseUrl}/api/segments/${id}/refresh`, { method: 'POST', headers });
    for (;;) {
      const status = (await (await fetch(`${server.baseUrl}/api/lists/${id}/status`, { headers })).json()) as { processing: boolean };
      if (!status.processing) break;
      await sleep(20);
    }
    console.log(`refresh of the same segment (members unchanged): ${((performance.now() - again) / 1000).toFixed(2)} s`);
  } finally {
    await server.stop();
  }
};

runBench(main);
