/**
 * A template's Submissions and Insights tabs on 100,000 submissions of a 6-question feedback form: the
 * first and a deep page of the table, the insights and the saved list's response counts, timed one request
 * at a time, then the CSV export through the Download centre.
 */
import { sql } from 'kysely';
import { machineLine, signUpSession, startBenchServer } from './support/bench-server';
import { runBench } from './support/run-bench';

const SUBMISSIONS = Number(process.env.BENCH_SUBMISSIONS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

const main = async () => {
  console.log(`bench:template-insights on ${await machineLine()}`);
  const server = await startBenchServer(`template-insights-${Date.now()}`);
  try {
    const { headers, accountId } = await signUpSession(server.baseUrl, `bench.${Date.now()}@example.com`);
    const db = server.db;
    const started = performance.now();
    const template = await sql<{
      id: number;
    }>`insert into templates (account_id, name, category, has_amp) values (${accountId}, 'Feedback', 'uploaded', true) returning id`.execute(
      db,
    );
    const templateId = template.rows[0]!.id;
    await sql`insert into template_versions (account_id, template_id, version, html, amp) values (${accountId}, ${templateId}, 1, '<p>Hi</p>', '<p>⚡</p>')`.execute(
      db,
    );
    await sql`insert into template_submissions (account_id, template_id, contact_email, submitted_at)
      select ${accountId}, ${templateId}, 'contact' || g || '@example.com', now() - make_interval(mins => g) from generate_series(1, ${SUBMISSIONS}) g`.execute(
      db,
    );
    // Six answers a submission: free text, NPS, rating, multi-select, emoji and thumbs.
    await sql`insert into template_submission_answers
        (account_id, submission_id, template_id, question_id, position, type, title, max_rating, text_value, number_value, choices, display)
      select s.account_id, s.id, s.template_id, q.id, q.position, q.type, q.title, q.max_rating,
        case q.type when 'multi-line-input' then 'Idea ' || s.id when 'like-thumbs' then (array['up','down'])[1 + s.id % 2] end,
        case q.type when 'nps' then s.id % 11 when 'rating' then 1 + s.id % 5 when 'like-emoji' then 1 + s.id % 5 end,
        case q.type when 'multi-select' then (case s.id % 3 when 0 then array['News'] when 1 then array['News', 'Offers'] else array['Recipes'] end) end,
        'answer'
      from template_submissions s
      cross join (values ('better', 0, 'multi-line-input', 'What could we do better?', null::int), ('nps', 1, 'nps', 'Recommend us?', null),
        ('rating', 2, 'rating', 'Rate us', 5), ('topics', 3, 'multi-select', 'Topics', null), ('mood', 4, 'like-emoji', 'Mood', null),
        ('useful', 5, 'like-thumbs', 'Useful?', null)) as q(id, position, type, title, max_rating)
      where s.account_id = ${accountId} and s.template_id = ${templateId}`.execute(db);
    await sql`insert into template_submission_questions (account_id, template_id, question_id, position, type, title, max_rating, answer_count)
      select account_id, template_id, question_id, min(position), min(type), min(title), min(max_rating), count(*)
      from template_submission_answers where account_id = ${accountId} and template_id = ${templateId} group by account_id, template_id, question_id`.execute(
      db,
    );
    await sql`vacuum analyze template_submissions, template_submission_answers`.execute(db);
    console.log(
      `seeded ${SUBMISSIONS.toLocaleString()} submissions (${(SUBMISSIONS * 6).toLocaleString()} answers) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    const cases: [label: string, path: string][] = [
      ['submissions, first page', `/api/campaignSubmissions/v2/templateId?templateId=${templateId}`],
      [
        'submissions, page 10,000',
        `/api/campaignSubmissions/v2/templateId?templateId=${templateId}&page=10000`,
      ],
      ['insights', `/api/reports/campaignAggregation/templateId?templateId=${templateId}`],
      ['saved list with response counts', '/api/allTemplates/responsesCount'],
    ];
    for (const [label, path] of cases) {
      const times: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const start = performance.now();
        const response = await fetch(`${server.baseUrl}${path}`, { headers });
        if (!response.ok) throw new Error(`${label}: ${response.status} ${await response.text()}`);
        await response.arrayBuffer();
        times.push(performance.now() - start);
      }
      times.sort((a, b) => a - b);
      console.log(
        `${label.padEnd(34)} median ${times[Math.floor(times.length / 2)]!.toFixed(0).padStart(5)} ms   max ${times.at(-1)!.toFixed(0).padStart(5)} ms`,
      );
    }

    const start = performance.now();
    const exported = await fetch(
      `${server.baseUrl}/api/reports/campaignDetails/v2/submissions/templateId?templateId=${templateId}`,
      { headers },
    );
    if (!exported.ok) throw new Error(`export: ${exported.status} ${await exported.text()}`);
    const { exportId } = (await exported.json()) as { exportId: number };
    for (;;) {
      const list = (await (await fetch(`${server.baseUrl}/api/exports`, { headers })).json()) as {
        data: { id: number; status: string; sizeBytes: number | null }[];
      };
      const entry = list.data.find((row) => row.id === exportId);
      if (entry?.status === 'failed') throw new Error('export failed');
      if (entry?.status === 'done') {
        console.log(
          `export to the Download centre          ${((performance.now() - start) / 1000).toFixed(2)} s (${((entry.sizeBytes ?? 0) / 1024 / 1024).toFixed(1)} MiB)`,
        );
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    console.log(`server peak RSS ${server.serverPeakRssMiB().toFixed(0)} MiB`);
  } finally {
    await server.stop();
  }
};

runBench(main);
