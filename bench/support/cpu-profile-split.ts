/*
 * Where a send worker's CPU went, per message: reads a .cpuprofile written by the send bench (BENCH_PROFILE)
 * and sums each sample's self time into the part of the engine it belongs to, by the innermost frame that
 * names one (a render function called from inside nodemailer counts as render). `npx tsx
 * bench/support/cpu-profile-split.ts <file> <messages sent by that worker>`.
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, messagesArg] = process.argv.slice(2);
if (!file || !messagesArg) throw new Error('usage: cpu-profile-split.ts <file.cpuprofile> <messages>');
const messages = Number(messagesArg);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;

/** The part a frame belongs to, or undefined when it says nothing by itself (node internals, our glue). */
const PARTS: [string, (url: string, name: string) => boolean][] = [
  ['GC', (_url, name) => name === '(garbage collector)'],
  ['idle', (_url, name) => name === '(idle)' || name === '(program)'],
  ['text part (html-to-text)', (url) => /html-to-text|htmlparser2|selderee|template-text/.test(url)],
  [
    'MIME (campaign-mime)',
    (url) => /campaign-mime|libmime|libqp|libbase64|nodemailer\/lib\/mime-node/.test(url),
  ],
  ['DKIM', (url) => /nodemailer\/lib\/dkim/.test(url)],
  [
    'render (layout, merge tags, tracking)',
    (url) =>
      /campaign-message|campaign-tracking|render-merge-tags|liquidjs|merge-tags|tracking-token/.test(url),
  ],
  [
    'SMTP client (smtp-transaction, the pool, nodemailer)',
    (url) => /nodemailer|smtp-transaction|smtp-data|smtp-connection-pool/.test(url),
  ],
  ['pg-boss', (url) => /pg-boss/.test(url)],
  [
    'DB bookkeeping (pg, kysely, repository)',
    (url) => /node_modules\/(pg|pg-protocol|pg-pool|kysely)\/|repository/.test(url),
  ],
  ['send run (campaign-send.job)', (url) => /campaign-send\.job|send-throttle|sending-room/.test(url)],
  ['module loading (tsx, esbuild)', (url) => /tsx|esbuild|node:internal\/modules/.test(url)],
];

const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parent = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
const partOf = new Map<number, string>();
const resolvePart = (id: number): string => {
  const known = partOf.get(id);
  if (known) return known;
  const node = byId.get(id)!;
  const { url, functionName } = node.callFrame;
  const found = PARTS.find(([, test]) => test(url, functionName))?.[0];
  const up = parent.get(id);
  const part =
    found ?? (up === undefined ? 'other (node internals: sockets, streams, timers)' : resolvePart(up));
  partOf.set(id, part);
  return part;
};

const totals = new Map<string, number>();
profile.samples.forEach((id, index) => {
  const part = resolvePart(id);
  totals.set(part, (totals.get(part) ?? 0) + (profile.timeDeltas[index] ?? 0));
});
const busy = [...totals].filter(([part]) => part !== 'idle').reduce((sum, [, us]) => sum + us, 0);
console.log(
  `${file}: ${(busy / 1e6).toFixed(1)} s busy over ${messages.toLocaleString('en')} messages, ${(busy / 1000 / messages).toFixed(3)} ms per message`,
);
for (const [part, us] of [...totals].sort((a, b) => b[1] - a[1]))
  if (part !== 'idle')
    console.log(
      `  ${part.padEnd(48)} ${(us / 1000 / messages).toFixed(3)} ms per message (${((us / busy) * 100).toFixed(0)} %)`,
    );
