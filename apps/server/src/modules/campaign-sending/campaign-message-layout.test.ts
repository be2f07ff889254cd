import { beforeAll, describe, expect, it } from 'vitest';
import {
  FIXTURE_CONTACTS,
  campaignMessageFixtures,
  type CampaignMessageFixture,
} from '../../../test/campaign-messages';
import { createTrackMessage } from '../campaign-tracking/create-track-message';
import type { MessageToTrack, TrackMessage } from '../campaign-tracking/track-message';
import { compileCampaignMessage } from './campaign-message';
import type { MessageParts } from './campaign-mime';

const tracking = createTrackMessage({
  secretKey: 'layout-test-secret-key-0123456789abcdef',
  appUrl: 'https://app.test',
});

/** Rendering and parsing each message (tracking without `trackingOf`), counting the messages it parsed. */
const parsing = () => {
  const counted = { parsed: 0 };
  const track: TrackMessage = (message: MessageToTrack) => {
    counted.parsed += 1;
    return tracking(message);
  };
  return { track, counted };
};
/** The layout's way, counting the messages it still had to parse. */
const laidOut = () => {
  const counted = { parsed: 0 };
  const track: TrackMessage = Object.assign(
    (message: MessageToTrack) => {
      counted.parsed += 1;
      return tracking(message);
    },
    { trackingOf: tracking.trackingOf },
  );
  return { track, counted };
};

const content = (fixture: Pick<CampaignMessageFixture, 'html' | 'subject' | 'preheader'>) => ({
  accountId: '6f1c0f3e-1111-4222-8333-944455556666',
  campaignId: 41,
  emailTypeId: null,
  ...fixture,
});

/** The contacts whose text part came from the text layout rather than html-to-text on their HTML. */
let textLaidOut: string[] = [];
let htmlLaidOut: string[] = [];

const renderAll = (
  fixture: Pick<CampaignMessageFixture, 'html' | 'subject' | 'preheader'>,
  track: TrackMessage,
) => {
  const render = compileCampaignMessage(content(fixture), track);
  return FIXTURE_CONTACTS.map((contact, index) => {
    const { parts, ...message } = render({
      contactId: index + 1,
      email: contact.email,
      messageId: `c41.${index}`,
      properties: contact.properties,
    });
    // The pieces are the same text as the message's.
    const joined = (pieces: MessageParts | undefined, whole: string) =>
      pieces &&
      expect(pieces.map((piece) => (typeof piece === 'string' ? piece : piece.text)).join('')).toBe(whole);
    joined(parts?.html, message.html);
    joined(parts?.text, message.text);
    if (parts?.text) textLaidOut.push(contact.email);
    if (parts?.html) htmlLaidOut.push(contact.email);
    return message;
  });
};

describe('a campaign message laid out once', () => {
  let fixtures: CampaignMessageFixture[];
  beforeAll(async () => {
    fixtures = await campaignMessageFixtures();
  }, 120_000);

  it('is the same message, byte for byte, as rendering and parsing each contact, for every gallery template', () => {
    expect(fixtures.length).toBeGreaterThan(60);
    let parsedByLayout = 0;
    for (const fixture of fixtures) {
      const slow = parsing();
      const fast = laidOut();
      const expected = renderAll(fixture, slow.track);
      const actual = renderAll(fixture, fast.track);
      expect(slow.counted.parsed).toBe(FIXTURE_CONTACTS.length);
      for (const [index, message] of actual.entries())
        expect(message, `${fixture.name}, contact ${index}`).toEqual(expected[index]);
      parsedByLayout += fast.counted.parsed;
    }
    // Only the contacts whose values hold markup or the layout's own placeholders (2 of 9) are parsed again.
    expect(parsedByLayout).toBeLessThanOrEqual(2 * fixtures.length);
    expect(parsedByLayout).toBeGreaterThan(0);
  }, 120_000);

  it('lays out the text part of every gallery template, long, spaced, right-to-left and astral values included', () => {
    let templates = 0;
    for (const fixture of fixtures.filter((each) => !each.name.includes('hard places'))) {
      textLaidOut = [];
      htmlLaidOut = [];
      renderAll(fixture, laidOut().track);
      // A few templates cannot be laid out at all (campaign-message-layout.ts says which).
      if (htmlLaidOut.length === 0) continue;
      templates += 1;
      // All but the contact whose name holds the layout's own placeholders.
      expect(textLaidOut.sort(), fixture.name).toEqual(
        FIXTURE_CONTACTS.map((contact) => contact.email)
          .filter((email) => email !== 'w@inbox.example')
          .sort(),
      );
    }
    expect(templates).toBeGreaterThan(fixtures.length / 4);
  });

  it('reads the text part per contact where a value could show or hide a link address, with the same result', () => {
    const fixture = {
      html: `<html><body><p>Hi {{ first_name }}, ${'some words that wrap '.repeat(8)}</p>
        <a href="{{ unsubscribe_url }}">{{ plan }}</a> <a href="{{ web_view_url }}">View {{ plan }} online</a>
        <a href="https://shop.example/{{ plan }}">{{ site }}</a></body></html>`,
      subject: 'S',
      preheader: '',
    };
    textLaidOut = [];
    expect(renderAll(fixture, laidOut().track)).toEqual(renderAll(fixture, parsing().track));
    // Placeholders (w) and values that hold a tracking path (rtl) are read per contact.
    expect(textLaidOut.sort()).toEqual(
      FIXTURE_CONTACTS.map((contact) => contact.email)
        .filter((email) => !['w@inbox.example', 'rtl@inbox.example'].includes(email))
        .sort(),
    );
  });

  it('parses no message of a plain gallery template whose contacts hold plain values', () => {
    const fast = laidOut();
    const fixture = fixtures[0]!;
    const render = compileCampaignMessage(content(fixture), fast.track);
    for (let index = 0; index < 20; index++)
      render({
        contactId: index,
        email: `c${index}@inbox.example`,
        messageId: `c41.${index}`,
        properties: { firstName: `Zoë ${index}` },
      });
    expect(fast.counted.parsed).toBe(0);
  });

  it('parses again the messages of contacts whose unescaped values hold markup, with the same result', () => {
    const fixture = {
      html: '<html><body><p>{{ first_name | raw }}</p><a href="https://after.example">after</a></body></html>',
      subject: 'S',
      preheader: '',
    };
    const slow = parsing();
    const fast = laidOut();
    expect(renderAll(fixture, fast.track)).toEqual(renderAll(fixture, slow.track));
    // The contact whose name is a link, and the one whose name holds the layout's separator.
    expect(fast.counted.parsed).toBe(2);
  });

  it.each([
    ['a {% %} tag', '<p>{% if plan %}<a href="https://plan.example">plan</a>{% endif %}</p>'],
    ['a value as a tag name', '<{{ tag }} href="https://x.example">x</{{ tag }}>'],
    ['a value in an unquoted attribute', '<a href=https://x.example/{{ plan }} title={{ first_name }}>x</a>'],
    ['a value that could end a comment', '<!-- {{ plan }}> --><a href="https://x.example">x</a>'],
  ])('falls back to parsing each message for %s, with the same result', (_, body) => {
    const fixture = {
      html: `<html><body>${body}<a href="https://after.example">after</a></body></html>`,
      subject: 'S',
      preheader: '',
    };
    const slow = parsing();
    const fast = laidOut();
    expect(renderAll(fixture, fast.track)).toEqual(renderAll(fixture, slow.track));
    expect(fast.counted.parsed).toBe(FIXTURE_CONTACTS.length);
  });
});
