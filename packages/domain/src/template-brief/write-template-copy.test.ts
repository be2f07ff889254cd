import { describe, expect, it } from 'vitest';
import { TemplateBrief, type GalleryUseCase } from '@sendwell/contracts';
import {
  CALL_TO_ACTION_MAX_LENGTH,
  coreOfPurpose,
  deadlineOf,
  headlineOfOffer,
  HEADLINE_MAX_LENGTH,
  PREHEADER_MAX_LENGTH,
  SUBJECT_MAX_LENGTH,
  writeTemplateCopyOffline,
} from './write-template-copy';

const write = (fields: Partial<TemplateBrief> & Pick<TemplateBrief, 'purpose'>, useCase: GalleryUseCase) =>
  writeTemplateCopyOffline(TemplateBrief.parse(fields), useCase);

describe('writeTemplateCopyOffline', () => {
  it('leads a sale with its offer and keeps the small print in the body', () => {
    const copy = write(
      {
        purpose: 'Announce our spring sale on garden tools, ends Sunday',
        offer: '20% off everything with code SPRING20',
        audience: 'gardeners who bought last year',
        tone: 'Bold',
      },
      'Promotion',
    );
    expect(copy).toEqual({
      subject: '20% off everything, ends Sunday',
      preheader: 'We are excited to share our spring sale on garden tools, ends Sunday.',
      kicker: 'ENDS SUNDAY',
      headline: '20% off everything!',
      body:
        'We are excited to share our spring sale on garden tools, ends Sunday. Get 20% off everything with code ' +
        "SPRING20. We put this together with gardeners who bought last year in mind. Don't miss out.",
      callToAction: 'Shop the sale',
    });
  });

  it('writes an invitation to the reader, greeting them by first name in a professional tone', () => {
    const copy = write(
      { purpose: 'Invite customers to our webinar on tax planning for freelancers.', tone: 'Professional' },
      'Event Bookings',
    );
    expect(copy.headline).toBe('You are invited to our webinar on tax planning for freelancers');
    // The headline says what the email is for, so the body goes on from it rather than saying it again.
    expect(copy.body).toBe(
      'Hello {{ first_name | default: "there" }},\n\nJoin us, and bring your questions. Places are limited, so save yours today.',
    );
    expect(copy.kicker).toBe('YOU’RE INVITED');
    expect(copy.callToAction).toBe('Save my seat');
  });

  it('takes the framing off and speaks to the reader: "their order" is "your order"', () => {
    const copy = write(
      { purpose: 'We want to send an email to ask customers for feedback on their recent order' },
      'Feedback',
    );
    expect(copy.headline).toBe('We would love feedback on your recent order');
    expect(copy.callToAction).toBe('Share your feedback');
    expect(copy.preheader).toBe('It only takes a minute, and it helps us do better.');
  });

  it('leads a welcome with the welcome and names the offer in the subject', () => {
    const copy = write(
      {
        purpose: 'Welcome new subscribers to Acme Coffee',
        offer: 'free shipping on your first order',
        tone: 'Playful',
      },
      'Onboarding',
    );
    expect(copy.headline).toBe('Welcome to Acme Coffee!');
    expect(copy.subject).toBe('Welcome to Acme Coffee: free shipping on your first order');
    expect(copy.body).toContain('Enjoy free shipping on your first order.');
    expect(copy.body.startsWith('Hey {{ first_name | default: "there" }}!')).toBe(true);
  });

  it('turns a win-back brief into words for the customer, not about them', () => {
    const copy = write(
      { purpose: 'Win back customers who have not ordered in 6 months', offer: '15% off' },
      'Engagement',
    );
    expect(copy.headline).toBe('We miss you');
    expect(copy.body).toContain('It has been a while, and we miss you.');
    expect(copy.body).not.toMatch(/win back/i);
    expect(copy.subject).toBe('We miss you: 15% off');
  });

  it('names the action the brief asks for', () => {
    expect(
      write({ purpose: 'Ask people to register for the spring meetup' }, 'Event Bookings').callToAction,
    ).toBe('Register now');
    expect(
      write({ purpose: 'Remind guests to book a table for Friday' }, 'Event Bookings').callToAction,
    ).toBe('Book now');
    expect(write({ purpose: 'Our new guide: download it today' }, 'Announcements').callToAction).toBe(
      'Download now',
    );
  });

  it('falls back on the use case for the action and the kicker', () => {
    const copy = write({ purpose: 'Three steps to tidy books' }, 'Onboarding');
    expect(copy.callToAction).toBe('Get started');
    expect(copy.kicker).toBe('WELCOME');
  });

  it('keeps briefs in any language and script as written', () => {
    const copy = write({ purpose: 'Nous lançons une nouvelle collection' }, 'Store');
    expect(copy.headline).toBe('Nous lançons une nouvelle collection');
    const greek = write({ purpose: 'νέα συλλογή για το φθινόπωρο' }, 'Store');
    expect(greek.headline).toBe('Νέα συλλογή για το φθινόπωρο');
  });

  it('never lets markup or merge-tag braces of the brief into the copy', () => {
    const copy = write(
      { purpose: 'Announce <b>our</b> {{ unsubscribe_url }} launch', offer: '{% raw %}' },
      'Announcements',
    );
    for (const part of [copy.headline, copy.subject, copy.preheader]) expect(part).not.toMatch(/[<>{}]/);
    expect(copy.body.replace('{{ first_name | default: "there" }}', '')).not.toMatch(/[<>{}]/);
  });

  it('keeps every part within its length and writes no placeholder text', () => {
    const long =
      'Announce our brand new range of handmade ceramic mugs, bowls and plates in twelve glazes '.repeat(6);
    const copy = write({ purpose: long, offer: 'a'.repeat(160), audience: 'b'.repeat(160) }, 'Announcements');
    expect(copy.headline.length).toBeLessThanOrEqual(HEADLINE_MAX_LENGTH + 1);
    expect(copy.subject.length).toBeLessThanOrEqual(SUBJECT_MAX_LENGTH);
    expect(copy.preheader.length).toBeLessThanOrEqual(PREHEADER_MAX_LENGTH);
    expect(copy.callToAction.length).toBeLessThanOrEqual(CALL_TO_ACTION_MAX_LENGTH);
    expect(JSON.stringify(copy)).not.toMatch(/lorem|ipsum|\[|TODO/i);
  });

  it('writes the same copy for the same brief', () => {
    const brief = { purpose: 'Tell customers that our shop moves to Baker Street', tone: 'Elegant' as const };
    expect(write(brief, 'Announcements')).toEqual(write(brief, 'Announcements'));
    expect(write(brief, 'Announcements').body).toContain(
      'We wanted to let you know that our shop moves to Baker Street.',
    );
    expect(write(brief, 'Announcements').body.startsWith('Dear {{ first_name | default: "friend" }},')).toBe(
      true,
    );
  });
});

describe('the parts of a brief', () => {
  it.each([
    ['Please write an email to announce our summer party', 'our summer party'],
    ['Remind subscribers about the last day of the sale', 'the last day of the sale'],
    ['Thank our customers for a great year', 'a great year'],
    ['Spring is here', 'Spring is here'],
  ])('reads the core of %j', (purpose, core) => {
    expect(coreOfPurpose(purpose).core).toBe(core);
  });

  it.each([
    ['20% off everything with code SPRING20', '20% off everything'],
    ['Free delivery, this weekend only', 'Free delivery'],
    ['Buy one get one free (online only)', 'Buy one get one free'],
    ['Half price until Friday', 'Half price'],
  ])('takes the small print off the offer %j', (offer, headline) => {
    expect(headlineOfOffer(offer)).toBe(headline);
  });

  it.each([
    ['Sale ends Sunday', 'ends Sunday'],
    ['Order by 12 February for Valentine’s Day', 'by 12 February'],
    ['until midnight tonight', 'until midnight'],
    ['A sale with no end', null],
  ])('finds the deadline in %j', (text, deadline) => {
    expect(deadlineOf(text)).toBe(deadline);
  });
});
