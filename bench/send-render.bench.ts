/**
 * The per-message CPU of a campaign send before the SMTP client: the bench:send template ('Spring Sale
 * Countdown', personalised as bench:send does) rendered for many contacts, each part timed apart in µs per
 * message: filling the layout (with its tracking addresses), signing the tracking addresses alone, the text
 * part and the MIME bytes. CPU time (process.cpuUsage), which a shared machine disturbs less than wall time.
 */
import { buildCampaignMime, mimeBoundary } from '../apps/server/src/modules/campaign-sending/campaign-mime';
import {
  compileCampaignMessage,
  type RenderedMessage,
} from '../apps/server/src/modules/campaign-sending/campaign-message';
import { createTrackMessage } from '../apps/server/src/modules/campaign-tracking/create-track-message';
import { GALLERY_TEMPLATES } from '../apps/server/src/modules/template-gallery/gallery-catalogue';
import { previewGalleryTemplate } from '../apps/server/src/modules/template-gallery/preview-gallery-template';
import { templateText } from '../apps/server/src/modules/templates/template-text';
import { machineLine } from './support/bench-server';
import { personalised } from './support/send-template';

const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 20_000);
const PLANS = ['Starter', 'Pro', 'Team'];

const cpuMicros = (work: () => void): number => {
  const before = process.cpuUsage();
  work();
  const used = process.cpuUsage(before);
  return used.user + used.system;
};

const main = async () => {
  console.log(`bench:send-render on ${await machineLine()}`);
  const gallery = GALLERY_TEMPLATES.find((template) => template.listed)!;
  const html = personalised(await previewGalleryTemplate(gallery.id));
  console.log(`template: gallery '${gallery.name}', ${Math.round(html.length / 1024)} KiB of HTML`);
  const track = createTrackMessage({
    secretKey: 'bench-secret-key-0123456789abcdef',
    appUrl: 'https://app.example',
  });
  const content = {
    accountId: '6f1c0f3e-1111-4222-8333-944455556666',
    campaignId: 41,
    emailTypeId: null,
    html,
    subject: 'News for {{ first_name | default: "you" }}',
    preheader: 'This week at Bench Co, {{ first_name }}',
  };
  const recipient = (index: number) => ({
    contactId: 1000 + index,
    email: `c${index}@inbox.example`,
    messageId: `41.${index}`,
    properties: { firstName: `Zoë ${index}`, plan: PLANS[index % 3] },
  });
  const from = { address: 'news@bench.example', name: 'Bench News' };
  const boundary = mimeBoundary();

  const measure = (label: string, run: (index: number) => unknown) => {
    for (let index = 0; index < 500; index++) run(index); // warm-up
    const micros = cpuMicros(() => {
      for (let index = 0; index < MESSAGES; index++) run(index);
    });
    console.log(`  ${label.padEnd(42)} ${(micros / MESSAGES).toFixed(1).padStart(7)} µs per message`);
    return micros / MESSAGES;
  };

  const render = compileCampaignMessage(content, track);
  const messages: RenderedMessage[] = [];
  for (let index = 0; index < 1000; index++) messages.push(render(recipient(index)));
  const mime = (message: RenderedMessage, index: number) =>
    buildCampaignMime(
      {
        ...message,
        to: `c${index}@inbox.example`,
        from,
        messageId: `<41.${index}@bench.example>`,
      },
      boundary,
    );

  console.log(`${MESSAGES} messages, CPU time:`);
  const signing = measure('signing the tracking addresses', (index) => {
    const { addresses } = track.trackingOf!({
      ...content,
      contactId: 1000 + index,
      messageId: `41.${index}`,
    });
    for (let link = 0; link < 12; link++) addresses.click(link);
  });
  const whole = measure('render (layout, tracking, text part)', (index) => render(recipient(index)));
  const text = measure('  html-to-text per contact, as before', (index) =>
    templateText(messages[index % 1000]!.html),
  );
  const encode = measure('MIME bytes', (index) => mime(messages[index % 1000]!, index));
  const headers = measure('  of which the headers', (index) =>
    mime({ ...messages[index % 1000]!, text: '', html: '', parts: undefined }, index),
  );
  void headers;
  console.log(`  ${'render and MIME'.padEnd(42)} ${(whole + encode).toFixed(1).padStart(7)} µs per message`);
  void text;
  console.log(
    `  (signing: the pixel, web view, unsubscribe and 12 click addresses of one contact: ${signing.toFixed(1)} µs)`,
  );
  const links = (messages[0]!.html.match(/\/api\/t\/c\//g) ?? []).length;
  console.log(
    `  tracked links in the message: ${links}; HTML ${messages[0]!.html.length} chars; text ${messages[0]!.text.length} chars`,
  );
};

void main();
