import { describe, expect, it } from 'vitest';
import { TemplateBrief } from '@sendwell/contracts';
import { pickGalleryTemplate, type GalleryCandidate } from './pick-gallery-template';

const candidate = (id: number, fields: Partial<GalleryCandidate>): GalleryCandidate => ({
  id,
  name: `Template ${id}`,
  useCases: ['Announcements'],
  layout: 'Single Column',
  features: [],
  styles: ['Minimal'],
  ...fields,
});

/** A small gallery with one clear home for each kind of brief below. */
const GALLERY: readonly GalleryCandidate[] = [
  candidate(100, {
    name: 'Spring Sale Countdown',
    useCases: ['Promotion'],
    features: ['Countdown', 'Coupon'],
    styles: ['Bold'],
  }),
  candidate(101, {
    name: 'Bundle & Save',
    useCases: ['Promotion', 'Store'],
    layout: 'Multi Column',
    features: ['Product grid', 'Coupon'],
  }),
  candidate(115, {
    name: 'Webinar Invitation',
    useCases: ['Event Bookings'],
    features: ['Event details'],
    styles: ['Corporate'],
  }),
  candidate(119, { name: 'NPS Survey', useCases: ['Feedback'], features: ['Survey link'] }),
  candidate(123, {
    name: 'Welcome Aboard',
    useCases: ['Onboarding'],
    layout: 'Multi Column',
    styles: ['Playful'],
  }),
  candidate(127, { name: 'Monthly Digest', useCases: ['Newsletters'], layout: 'Inverted Pyramid' }),
  candidate(135, {
    name: 'Product Launch',
    useCases: ['Announcements'],
    layout: 'Inverted Pyramid',
    styles: ['Bold'],
  }),
  candidate(138, {
    name: 'We Miss You',
    useCases: ['Engagement', 'Promotion'],
    features: ['Coupon'],
    styles: ['Playful'],
  }),
  candidate(140, {
    name: 'A Birthday Treat',
    useCases: ['Engagement'],
    features: ['Coupon'],
    styles: ['Playful'],
  }),
  candidate(142, {
    name: 'Give $20, Get $20',
    useCases: ['Referral'],
    layout: 'Multi Column',
    styles: ['Bold'],
  }),
];

const brief = (fields: Partial<TemplateBrief> & Pick<TemplateBrief, 'purpose'>) =>
  TemplateBrief.parse(fields);

describe('pickGalleryTemplate', () => {
  it.each([
    ['Announce our spring sale, 20% off garden tools until Sunday', 100],
    ['Invite customers to our webinar on year-end tax planning', 115],
    ['Ask customers for feedback: how likely are they to recommend us?', 119],
    ['Welcome new subscribers and help them get started', 123],
    ['Our monthly newsletter with the best stories from the blog', 127],
    ['Wish our members a happy birthday', 140],
    ['Win back lapsed customers who have not ordered this year', 138],
    ['Ask customers to refer a friend for a reward', 142],
  ])('reads %j as the template made for it', (purpose, id) => {
    expect(pickGalleryTemplate(brief({ purpose }), GALLERY).template.id).toBe(id);
  });

  it('weighs what the email is for above the offer: a win-back with a discount stays a win-back', () => {
    const pick = pickGalleryTemplate(
      brief({ purpose: 'Win back customers we have not seen in a while', offer: '15% off your next order' }),
      GALLERY,
    );
    expect(pick.useCase).toBe('Engagement');
    expect(pick.template.name).toBe('We Miss You');
  });

  it('prefers the layout the brief names', () => {
    const pick = pickGalleryTemplate(
      brief({ purpose: 'A sale on tea bundles shown side by side in a grid', offer: '10% off' }),
      GALLERY,
    );
    expect(pick.template.name).toBe('Bundle & Save');
    expect(pick.reasons).toContain('Layout Multi Column');
  });

  it('explains the pick with the words of the brief', () => {
    const pick = pickGalleryTemplate(
      brief({ purpose: 'Flash sale this weekend', offer: 'Use code FLASH for 30% off', tone: 'Bold' }),
      GALLERY,
    );
    expect(pick.template.id).toBe(100);
    expect(pick.reasons).toEqual([
      "Use case Promotion: the brief says 'sale', 'flash', 'off', '%'",
      "Feature Coupon: the brief says 'code', '%'",
      'Style Bold: suits a bold tone',
    ]);
  });

  it('reads a brief naming no use case as a general announcement, and says so', () => {
    const pick = pickGalleryTemplate(brief({ purpose: 'Hello from the team at Fernhill' }), GALLERY);
    expect(pick.useCase).toBe('Announcements');
    expect(pick.template.name).toBe('Product Launch');
    expect(pick.reasons[0]).toBe(
      'Use case Announcements: the brief names no use case, so it reads as a general message',
    );
  });

  it('lets the tone choose between templates of the same use case', () => {
    const bold = pickGalleryTemplate(brief({ purpose: 'A note for everyone', tone: 'Bold' }), GALLERY);
    const friendly = pickGalleryTemplate(
      brief({ purpose: 'A note for everyone', tone: 'Friendly' }),
      GALLERY,
    );
    expect(bold.template.id).toBe(135);
    expect(friendly.template.id).toBe(135);
    expect(bold.reasons).toContain('Style Bold: suits a bold tone');
  });

  it('matches words whatever their case or script folding, and always picks the same template', () => {
    const upper = pickGalleryTemplate(brief({ purpose: 'WEBINAR INVITATION FOR OUR CLIENTS' }), GALLERY);
    const lower = pickGalleryTemplate(brief({ purpose: 'webinar invitation for our clients' }), GALLERY);
    expect(upper).toEqual(lower);
    expect(upper.template.id).toBe(115);
  });

  it('breaks ties by the lower id', () => {
    const twins = [candidate(7, { useCases: ['Feedback'] }), candidate(3, { useCases: ['Feedback'] })];
    expect(pickGalleryTemplate(brief({ purpose: 'A short survey' }), twins).template.id).toBe(3);
  });

  it('refuses an empty gallery rather than inventing a template', () => {
    expect(() => pickGalleryTemplate(brief({ purpose: 'Anything' }), [])).toThrow(/no template/);
  });
});
