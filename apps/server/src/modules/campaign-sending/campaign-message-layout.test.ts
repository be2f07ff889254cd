import { beforeAll, describe, expect, it } from 'vitest';
import {
  FIXTURE_CONTACTS,
  campaignMessageFixtures,
  type CampaignMessageFixture,
} from '../../../test/campaign-messages';
import { createTrackMessage } from '../campaign-tracking/create-track-message';
import type { MessageToTrack, TrackMessage } from '../campaign-tracking/track-message';
import { compileCampaignMessage } from './campaign-message';

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

const renderAll = (
  fixture: Pick<CampaignMessageFixture, 'html' | 'subject' | 'preheader'>,
  track: TrackMessage,
) => {
  const render = compileCampaignMessage(content(fixture), track);
  return FIXTURE_CONTACTS.map((contact, index) =>
    render({
      contactId: index + 1,
      email: contact.email,
      messageId: `c41.${index}`,
      properties: contact.properties,
    }),
  );
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
    // Only the contacts whose values hold markup or the layout's own placeholders (2 of 6) are parsed again.
    expect(parsedByLayout).toBeLessThanOrEqual(2 * fixtures.length);
    expect(parsedByLayout).toBeGreaterThan(0);
  }, 120_000);

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
