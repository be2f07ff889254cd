import { simpleParser, type ParsedMail } from 'mailparser';
import nodemailer from 'nodemailer';
import { beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_CONTACTS, campaignMessageFixtures } from '../../../test/campaign-messages';
import { createTrackMessage } from '../campaign-tracking/create-track-message';
import { compileCampaignMessage } from './campaign-message';
import { templateText } from '../templates/template-text';
import {
  buildCampaignMime,
  mimeBoundary,
  quotedPrintable,
  staticText,
  type CampaignMime,
} from './campaign-mime';

const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });

/** The message as nodemailer's composer wrote it before: the reference. */
const composed = async (message: CampaignMime): Promise<Buffer> =>
  (
    await composer.sendMail({
      from: message.from,
      to: message.to,
      subject: message.subject,
      html: message.html,
      text: message.text,
      headers: message.headers,
      messageId: message.messageId,
    })
  ).message as Buffer;

const UNSUBSCRIBE = {
  'List-Unsubscribe':
    '<https://app.test/api/t/u/dTZmMWMwZjNlMTExMTQyMjI4MzMzOTQ0NDU1NTU2NjY2LTE1LTdx.c0aTvGo2XsqEXmQGmd1bxA>',
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
};

const message = (overrides: Partial<CampaignMime>): CampaignMime => ({
  from: { address: 'news@shop.example', name: 'Shop News' },
  to: 'zoe@inbox.example',
  subject: 'Hello',
  messageId: '<c41.7@shop.example>',
  headers: UNSUBSCRIBE,
  text: 'Hello',
  html: '<p>Hello</p>',
  ...overrides,
});

/** What a mail app reads of a message: its addresses, subject, id, tracking headers and both parts. */
const read = (parsed: ParsedMail) => ({
  from: parsed.from?.value,
  to: parsed.to && !Array.isArray(parsed.to) ? parsed.to.value : parsed.to,
  subject: parsed.subject,
  messageId: parsed.messageId,
  listUnsubscribe: parsed.headerLines.find((line) => line.key === 'list-unsubscribe')?.line,
  listUnsubscribePost: parsed.headerLines.find((line) => line.key === 'list-unsubscribe-post')?.line,
  mimeVersion: parsed.headers.get('mime-version'),
  contentType: (parsed.headers.get('content-type') as { value: string } | undefined)?.value,
  text: parsed.text,
  html: parsed.html,
});

const expectWellFormed = (raw: Buffer) => {
  const lines = raw.toString('utf8').split('\r\n');
  expect(raw.toString('utf8').replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(998);
  const body = raw.toString('utf8').split('\r\n\r\n').slice(1).join('\r\n\r\n');
  for (const line of body.split('\r\n')) expect(line.length).toBeLessThanOrEqual(76);
};

const HARD_TEXTS = [
  'plain ASCII',
  'Zoë, Ärger, façade — “quotes” and emoji 🎉👩🏽‍💻',
  '中文邮件的正文，全部是多字节字符，应该用 base64 编码。日本語のメールも。',
  'مرحبا بك في متجرنا، عرض خاص لك اليوم',
  `a line of exactly seventy-six characters is fine and is not broken anywhere!\n${'x'.repeat(75)}=\n${'y'.repeat(200)}`,
  'trailing spaces   \ntrailing tab\t\n\nends with space ',
  'CRLF line\r\nlone CR\rhere\n.leading dot\n=3D already\nFrom the start',
  `${'é'.repeat(100)}\n${'a'.repeat(74)}é${'b'.repeat(10)}`,
];

describe('quotedPrintable', () => {
  it('encodes any Unicode in lines of at most 76 characters that decode back to the same text', async () => {
    for (const text of HARD_TEXTS) {
      const encoded = quotedPrintable(text).toString('latin1');
      for (const line of encoded.split('\r\n')) expect(line.length).toBeLessThanOrEqual(76);
      expect(encoded).toMatch(/^[\x20-\x7e\r\n\t]*$/);
      const raw = Buffer.from(
        `Content-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: quoted-printable\r\n\r\n${encoded}`,
      );
      expect((await simpleParser(raw)).text).toBe(
        text.replace(/\r\n|\r(?!\n)/g, (brk) => (brk === '\r\n' ? '\n' : '\r')),
      );
    }
  });
});

describe('a campaign message built without the composer', () => {
  let fixtures: Awaited<ReturnType<typeof campaignMessageFixtures>>;
  beforeAll(async () => {
    fixtures = (await campaignMessageFixtures()).slice(0, 12);
  }, 120_000);

  it('reads the same as the composer made it, for gallery templates and hard texts', async () => {
    const boundary = mimeBoundary();
    const cases = [
      ...fixtures.map((fixture) =>
        message({ html: fixture.html, text: templateText(fixture.html), subject: fixture.subject }),
      ),
      ...HARD_TEXTS.map((text, index) =>
        message({
          text,
          html: `<p>${text}</p>`,
          subject: text.slice(0, 120),
          to: index % 2 ? 'zoë@exämple.com' : 'first.last+tag@inbox.example',
          from: { address: 'news@shop.example', name: index % 2 ? 'Zoë’s Shop, “News”' : 'Shop' },
          messageId: `<c41.${index}@shop.example>`,
        }),
      ),
    ];
    for (const outgoing of cases) {
      const built = buildCampaignMime(outgoing, boundary);
      expectWellFormed(built);
      const [ours, theirs] = await Promise.all([simpleParser(built), simpleParser(await composed(outgoing))]);
      expect(read(ours)).toEqual(read(theirs));
      expect(read(ours).listUnsubscribePost).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
      expect(ours.date).toBeInstanceOf(Date);
      expect(Math.abs(ours.date!.getTime() - Date.now())).toBeLessThan(60 * 60 * 1000);
    }
  }, 120_000);

  it('uses base64 for text that is mostly not Latin, quoted-printable otherwise', () => {
    const built = (text: string) =>
      buildCampaignMime(message({ text, html: text }), mimeBoundary()).toString();
    expect(built(HARD_TEXTS[2]!)).toMatch(/Content-Transfer-Encoding: base64/);
    expect(built(HARD_TEXTS[1]!)).toMatch(/Content-Transfer-Encoding: quoted-printable/);
  });

  it('reads the same when built from the pieces of a message laid out once, for every contact', async () => {
    const track = createTrackMessage({
      secretKey: 'mime-test-secret-key-0123456789abcdef',
      appUrl: 'https://app.test',
    });
    const boundary = mimeBoundary();
    let fromPieces = 0;
    for (const fixture of fixtures) {
      const render = compileCampaignMessage(
        { accountId: '6f1c0f3e-1111-4222-8333-944455556666', campaignId: 41, emailTypeId: null, ...fixture },
        track,
      );
      for (const [index, contact] of FIXTURE_CONTACTS.entries()) {
        const { parts, ...rendered } = render({
          contactId: index + 1,
          email: contact.email,
          messageId: `c41.${index}`,
          properties: contact.properties,
        });
        if (parts?.html && parts.text) fromPieces += 1;
        const outgoing = message({ ...rendered, messageId: `<c41.${index}@shop.example>` });
        const built = buildCampaignMime({ ...outgoing, parts }, boundary);
        expectWellFormed(built);
        const whole = buildCampaignMime(outgoing, boundary);
        expect(read(await simpleParser(built)), `${fixture.name}, contact ${index}`).toEqual(
          read(await simpleParser(whole)),
        );
      }
    }
    expect(fromPieces).toBeGreaterThan(fixtures.length);
  }, 120_000);

  it('keeps each message its own bytes, the contact pieces of the next one and pieces larger than any before', async () => {
    const boundary = mimeBoundary();
    const from = { address: 'news@shop.example', name: 'Shop News' };
    const outgoing = (name: string) => {
      const parts = [staticText('<p>Hello '), name, staticText('</p>'), `<a href="https://x.test/${name}">`];
      const html = parts.map((part) => (typeof part === 'string' ? part : part.text)).join('');
      return message({ from, html, text: name, parts: { html: parts, text: [name] } });
    };
    const first = buildCampaignMime(outgoing('Zoë'), boundary);
    const copy = Buffer.from(first);
    const large = outgoing(`Ünï ${'ab=é '.repeat(8_000)}`);
    const second = buildCampaignMime(large, boundary);
    expect(first.equals(copy)).toBe(true);
    const whole = buildCampaignMime({ ...large, parts: undefined }, boundary);
    expect(read(await simpleParser(second))).toEqual(read(await simpleParser(whole)));
  });

  it('reads the same text from pieces cut anywhere, a CRLF cut in two included', async () => {
    for (const text of HARD_TEXTS) {
      for (const cut of [1, 7, 75, 76, 77, text.indexOf('\r') + 1, text.length - 1]) {
        if (cut <= 0 || cut >= text.length) continue;
        const parts = [
          staticText(text.slice(0, cut)),
          text.slice(cut, cut + 3),
          staticText(text.slice(cut + 3)),
        ];
        const built = buildCampaignMime(
          message({ text, html: `<p>x</p>`, parts: { text: parts } }),
          mimeBoundary(),
        );
        expectWellFormed(built);
        expect((await simpleParser(built)).text, `${text.slice(0, 20)} cut at ${cut}`).toBe(
          (await simpleParser(buildCampaignMime(message({ text, html: `<p>x</p>` }), mimeBoundary()))).text,
        );
      }
    }
  });
});
