/*
 * Where a campaign message's CPU goes, in one process: rendering (merge tags, tracking, the text part) and
 * building the MIME message, per message, over N messages of the send bench's template (a gallery template
 * with a personalised line). CPU time (process.cpuUsage), not wall time, so it reads the same on a shared
 * machine. `npx tsx bench/support/send-phases.ts`; SLOW=1 renders every message by parsing it (no layout);
 * N (400) messages.
 */
import nodemailer from 'nodemailer';
import { compileCampaignMessage } from '../../apps/server/src/modules/campaign-sending/campaign-message';
import {
  buildCampaignMime,
  mimeBoundary,
} from '../../apps/server/src/modules/campaign-sending/campaign-mime';
import { createTrackMessage } from '../../apps/server/src/modules/campaign-tracking/create-track-message';
import type { TrackMessage } from '../../apps/server/src/modules/campaign-tracking/track-message';
import { GALLERY_TEMPLATES } from '../../apps/server/src/modules/template-gallery/gallery-catalogue';
import { previewGalleryTemplate } from '../../apps/server/src/modules/template-gallery/preview-gallery-template';
import { templateText } from '../../apps/server/src/modules/templates/template-text';

const N = Number(process.env.N ?? 400);
const cpuMs = () => {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
};
const gallery = GALLERY_TEMPLATES.find((template) => template.listed)!;
const html = (await previewGalleryTemplate(gallery.id)).replace(
  /<body[^>]*>/i,
  (body) =>
    `${body}<p>Hi {{ first_name | default: "there" }}, your {{ plan | default: "free" }} plan renews soon.</p>`,
);
const tracking = createTrackMessage({
  secretKey: 'bench-secret-key-0123456789abcdef0123456789',
  appUrl: 'http://127.0.0.1:1',
});
const track: TrackMessage = Object.assign(
  (message: Parameters<TrackMessage>[0]) => tracking(message),
  process.env.SLOW ? {} : { trackingOf: tracking.trackingOf },
);
const render = compileCampaignMessage(
  {
    accountId: '6f1c0f3e-1111-4222-8333-944455556666',
    campaignId: 7,
    emailTypeId: null,
    html,
    subject: 'News for {{ first_name }}',
    preheader: 'This week, {{ first_name }}',
  },
  track,
);
const recipients = Array.from({ length: N }, (_, index) => ({
  contactId: index + 1,
  email: `c${index}@inbox.example`,
  messageId: `c7.${index}`,
  properties: { firstName: `Zoë ${index}`, plan: 'Pro' },
}));
for (const recipient of recipients.slice(0, 50)) render(recipient);

let at = cpuMs();
const rendered = recipients.map((recipient) => render(recipient));
const renderMs = (cpuMs() - at) / N;
at = cpuMs();
for (const message of rendered) templateText(message.html);
const textMs = (cpuMs() - at) / N;

const mime = (index: number) => {
  const message = rendered[index]!;
  return {
    ...message,
    from: { address: 'news@bench.example', name: 'Bench' },
    to: recipients[index]!.email,
    messageId: `<c7.${index}@bench.example>`,
  };
};
const stream = nodemailer.createTransport({ streamTransport: true, buffer: true });
at = cpuMs();
for (let index = 0; index < N; index++) await stream.sendMail(mime(index));
const composerMs = (cpuMs() - at) / N;
const boundary = mimeBoundary();
at = cpuMs();
for (let index = 0; index < N; index++) buildCampaignMime(mime(index), boundary);
const ownMs = (cpuMs() - at) / N;

console.log(
  `CPU ms per message (${process.env.SLOW ? 'parsing each message' : 'laid out once'}): rendering ${renderMs.toFixed(2)}, of which the text part ${textMs.toFixed(2)}; ` +
    `MIME by nodemailer's composer ${composerMs.toFixed(2)}, raw (campaign-mime.ts) ${ownMs.toFixed(2)}`,
);
