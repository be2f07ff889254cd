/**
 * Saving a 60-block template from the email editor: the server renders its MJML to the inbox HTML and stores
 * the new version. Times the whole call over HTTP (parse, render, store, queue the thumbnail) one at a time,
 * and the MJML rendering alone in this process, for the part of the call it takes.
 */
import { renderMjml } from '../apps/server/src/modules/templates/render-mjml';
import { machineLine, signUpSession, startBenchServer } from './support/bench-server';
import { runBench } from './support/run-bench';

const BLOCKS = Number(process.env.BENCH_BLOCKS ?? 60);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);

/** A newsletter's kinds of section, taken in turn: heading and text, a picture, two columns, a button. */
const section = (index: number): string => {
  const n = index + 1;
  switch (index % 4) {
    case 0:
      return `<mj-section background-color="#ffffff" padding="24px"><mj-column><mj-text font-size="22px" font-weight="700">Story ${n}</mj-text><mj-text>Hi {{first_name | default: "there"}}, this is paragraph ${n} of the newsletter, long enough to wrap over a few lines in the inbox.</mj-text></mj-column></mj-section>`;
    case 1:
      return `<mj-section padding="0 24px"><mj-column><mj-image src="https://example.com/images/${n}.png" alt="Picture ${n}" width="552px" /></mj-column></mj-section>`;
    case 2:
      return `<mj-section background-color="#f8fafc"><mj-column><mj-text>Left ${n}</mj-text></mj-column><mj-column><mj-text>Right ${n}</mj-text><mj-button href="https://example.com/${n}" background-color="#4f46e5">Read more</mj-button></mj-column></mj-section>`;
    default:
      return `<mj-section><mj-column><mj-divider border-color="#e2e8f0" /><mj-button href="https://example.com/shop/${n}">Shop ${n}</mj-button></mj-column></mj-section>`;
  }
};

const document = (version: number): string =>
  `<mjml><mj-head><mj-attributes><mj-all font-family="Helvetica, Arial, sans-serif" /></mj-attributes><mj-preview>Issue ${version}</mj-preview></mj-head><mj-body background-color="#f4f5f7" width="600px">${Array.from({ length: BLOCKS }, (_, index) => section(index)).join('\n')}</mj-body></mjml>`;

const summary = (label: string, times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!;
  console.log(
    `${label.padEnd(40)} median ${at(0.5).toFixed(0).padStart(4)} ms   p95 ${at(0.95).toFixed(0).padStart(4)} ms   max ${sorted.at(-1)!.toFixed(0).padStart(4)} ms`,
  );
};

const main = async () => {
  console.log(`bench:template-editor on ${await machineLine()}`);
  const mjml = document(0);
  console.log(`${BLOCKS} blocks, MJML ${(mjml.length / 1024).toFixed(1)} KB, ${RUNS} runs each`);

  const renders: number[] = [];
  let htmlBytes = 0;
  for (let run = 0; run < RUNS + 2; run++) {
    const start = performance.now();
    const { html } = await renderMjml(document(run));
    // The first two warm the renderer up, as a running server is.
    if (run >= 2) renders.push(performance.now() - start);
    htmlBytes = html.length;
  }
  summary('MJML to HTML, in process', renders);
  console.log(`rendered HTML ${(htmlBytes / 1024).toFixed(1)} KB`);

  const server = await startBenchServer(`template-editor-${Date.now()}`);
  try {
    const { headers } = await signUpSession(server.baseUrl, `bench.${Date.now()}@example.com`);
    const post = async (path: string, body: unknown) => {
      const response = await fetch(`${server.baseUrl}${path}`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
      return (await response.json()) as { id: number };
    };

    const firstSaves: number[] = [];
    const saves: number[] = [];
    let templateId = 0;
    for (let run = 0; run < RUNS + 2; run++) {
      const start = performance.now();
      const created = await post('/api/editor/templates', { name: `Newsletter ${run}`, mjml: document(run) });
      if (run >= 2) firstSaves.push(performance.now() - start);
      templateId = created.id;
    }
    for (let run = 0; run < RUNS + 2; run++) {
      const start = performance.now();
      await post(`/api/editor/templates/${templateId}/versions`, { mjml: document(run + 1) });
      if (run >= 2) saves.push(performance.now() - start);
    }
    summary('first save (creates the template)', firstSaves);
    summary('save (a new version)', saves);
    console.log(`server peak RSS ${server.serverPeakRssMiB().toFixed(0)} MiB`);
  } finally {
    await server.stop();
  }
};

runBench(main);
