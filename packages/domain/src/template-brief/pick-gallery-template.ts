import type {
  GalleryFeature,
  GalleryLayout,
  GalleryStyle,
  GalleryUseCase,
  TemplateBrief,
  TemplateTone,
} from '@sendwell/contracts';
import { matchesGalleryLayout } from '../template-gallery';
import { briefWords, cuesIn } from './brief-words';

/** What the picker knows of a gallery template: its catalogue entry. */
export interface GalleryCandidate {
  id: number;
  name: string;
  useCases: readonly GalleryUseCase[];
  layout: GalleryLayout;
  features: readonly GalleryFeature[];
  styles: readonly GalleryStyle[];
}

/** Words a marketer uses for each use case of the gallery's menu (spec 3 §2.8). */
export const USE_CASE_CUES: Record<GalleryUseCase, readonly string[]> = {
  Promotion: [
    'sale',
    'sales',
    'discount*',
    'off',
    '%',
    'coupon*',
    'promo*',
    'deal',
    'deals',
    'offer',
    'offers',
    'clearance',
    'save',
    'savings',
    'flash',
    'bogo',
    'cheaper',
    'markdown*',
    'price cut',
    'limited time',
    'early access',
  ],
  Holiday: [
    'holiday*',
    'christmas',
    'xmas',
    'black friday',
    'cyber monday',
    'valentine*',
    'easter',
    'new year',
    'halloween',
    'thanksgiving',
    'mothers day',
    'fathers day',
    'festive',
    'season*',
    'gift guide',
    'diwali',
    'hanukkah',
    'eid',
    'lunar new year',
  ],
  Store: [
    'product*',
    'shop',
    'store',
    'stock',
    'restock*',
    'arrival*',
    'collection',
    'basket',
    'cart',
    'bestseller*',
    'best seller*',
    'wishlist',
    'wish list',
    'catalogue',
    'catalog',
    'items',
    'range',
  ],
  'Event Bookings': [
    'event*',
    'webinar*',
    'workshop*',
    'conference*',
    'meetup*',
    'register',
    'registration',
    'rsvp',
    'ticket*',
    'seat',
    'seats',
    'summit',
    'class',
    'masterclass',
    'concert',
    'festival',
    'launch party',
    'join us',
    'livestream',
  ],
  Feedback: [
    'feedback',
    'survey*',
    'review',
    'reviews',
    'rate',
    'rating*',
    'opinion*',
    'nps',
    'satisfaction',
    'questionnaire',
    'poll',
    'tell us',
    'how did we do',
  ],
  Onboarding: [
    'welcome',
    'onboard*',
    'getting started',
    'get started',
    'new customers',
    'new users',
    'new members',
    'sign up',
    'signed up',
    'signup*',
    'trial',
    'set up',
    'setup',
    'first steps',
    'just joined',
    'new subscribers',
  ],
  Newsletters: [
    'newsletter*',
    'digest',
    'roundup',
    'round up',
    'weekly',
    'monthly',
    'edition',
    'stories',
    'articles',
    'blog',
    'recipes',
    'tips',
    'this month',
    'this week',
  ],
  Transactional: [
    'order confirmation',
    'receipt',
    'invoice',
    'shipped',
    'shipping confirmation',
    'delivery',
    'dispatched',
    'booking confirmed',
    'payment',
    'reservation',
    'confirmation',
  ],
  Announcements: [
    'announc*',
    'launch*',
    'introduc*',
    'new feature*',
    'update',
    'updates',
    'opening',
    'grand opening',
    'terms',
    'policy',
    'changes',
    'news',
    'now available',
    'coming soon',
    'hours',
  ],
  Referral: [
    'refer*',
    'friend',
    'friends',
    'invite a friend',
    'ambassador*',
    'affiliate*',
    'word of mouth',
    'give get',
  ],
  Engagement: [
    'miss you',
    'win back',
    'winback',
    'come back',
    'inactive',
    're engage',
    'reengage*',
    'lapsed',
    'anniversary',
    'birthday',
    'thank you',
    'thanks',
    'loyal*',
    'members',
    'vip',
    'milestone',
    'year in review',
    'been a while',
  ],
};

/** Words that ask for a feature of the design. */
const FEATURE_CUES: Partial<Record<GalleryFeature, readonly string[]>> = {
  Countdown: [
    'countdown',
    'ends',
    'ending',
    'last chance',
    'hours',
    'hurry',
    'deadline',
    'tonight',
    'only until',
  ],
  Coupon: ['code', 'coupon*', 'voucher*', '%', 'discount*', 'promo code'],
  'Product grid': ['products', 'items', 'collection', 'arrivals', 'bestsellers', 'range', 'picks'],
  'Survey link': ['survey*', 'rate', 'rating', 'feedback', 'questionnaire'],
  'Video thumbnail': ['video*', 'watch', 'film'],
  'Event details': ['date', 'venue', 'agenda', 'speakers', 'location'],
  'Social links': ['social', 'instagram', 'follow us', 'share'],
};

/** The design styles a tone reads best in, the closest first. */
export const TONE_STYLES: Record<TemplateTone, readonly GalleryStyle[]> = {
  Friendly: ['Playful', 'Minimal'],
  Professional: ['Corporate', 'Minimal'],
  Playful: ['Playful'],
  Elegant: ['Elegant', 'Minimal'],
  Bold: ['Bold'],
};

const MULTI_COLUMN_CUES = ['grid', 'columns', 'several products', 'side by side', 'bundles'];
const SINGLE_COLUMN_CUES = ['single column', 'one column', 'simple', 'short', 'plain', 'minimal'];

/** With no use case named, a general message reads best as an announcement. */
const FALLBACK_USE_CASE: GalleryUseCase = 'Announcements';

export interface GalleryPick {
  template: GalleryCandidate;
  /** The use case the brief reads as, the strongest first. */
  useCase: GalleryUseCase;
  reasons: string[];
}

const quoted = (cues: readonly string[]) => cues.map((cue) => `'${cue}'`).join(', ');

/**
 * How strongly the brief speaks of each use case: its cues found, those of what the email is for counting
 * three times those of the offer and the audience ('win back lapsed customers' with '15% off' is a win-back).
 */
export const briefUseCases = (brief: Pick<TemplateBrief, 'purpose' | 'offer' | 'audience'>) => {
  const purpose = briefWords(brief.purpose);
  const details = briefWords(`${brief.offer} ${brief.audience}`);
  return (Object.keys(USE_CASE_CUES) as GalleryUseCase[])
    .map((useCase, order) => {
      const inPurpose = cuesIn(purpose, USE_CASE_CUES[useCase]);
      const inDetails = cuesIn(details, USE_CASE_CUES[useCase]).filter((cue) => !inPurpose.includes(cue));
      return {
        useCase,
        order,
        cues: [...inPurpose, ...inDetails],
        weight: inPurpose.length * 3 + inDetails.length,
      };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
};

/**
 * The gallery template that suits a brief best, and why. Deterministic: the same brief over the same catalogue
 * always picks the same template. Use cases weigh most (the template's first use case more than its others),
 * then the features the brief asks for, the layout it names, the styles its tone reads best in, and words of
 * the template's name found in the brief; ties go to the lower id.
 */
export const pickGalleryTemplate = (
  brief: Pick<TemplateBrief, 'purpose' | 'offer' | 'audience' | 'tone'>,
  candidates: readonly GalleryCandidate[],
): GalleryPick => {
  if (candidates.length === 0) throw new Error('The gallery has no template to start from');
  const words = briefWords(`${brief.purpose} ${brief.offer} ${brief.audience}`);
  const found = briefUseCases(brief);
  const useCaseWeight = new Map(found.map((entry) => [entry.useCase, entry.weight]));
  if (useCaseWeight.size === 0) useCaseWeight.set(FALLBACK_USE_CASE, 1);
  const features = (Object.keys(FEATURE_CUES) as GalleryFeature[])
    .map((feature) => ({ feature, cues: cuesIn(words, FEATURE_CUES[feature] ?? []) }))
    .filter((entry) => entry.cues.length > 0);
  const layout =
    cuesIn(words, MULTI_COLUMN_CUES).length > 0
      ? ('Multi Column' as const)
      : cuesIn(words, SINGLE_COLUMN_CUES).length > 0
        ? ('Single Column' as const)
        : undefined;
  const styles = TONE_STYLES[brief.tone];

  const score = (candidate: GalleryCandidate): number => {
    const useCases = candidate.useCases.reduce(
      (sum, useCase, index) => sum + (useCaseWeight.get(useCase) ?? 0) * (index === 0 ? 10 : 6),
      0,
    );
    const featureScore = features.filter((entry) => candidate.features.includes(entry.feature)).length * 3;
    const layoutScore = layout && matchesGalleryLayout(candidate.layout, layout) ? 3 : 0;
    const styleScore = styles.reduce(
      (sum, style, index) => sum + (candidate.styles.includes(style) ? (index === 0 ? 2 : 1) : 0),
      0,
    );
    const nameScore =
      briefWords(candidate.name).filter(
        (word) => word.length > 3 && words.some((said) => said.startsWith(word)),
      ).length * 4;
    return useCases + featureScore + layoutScore + styleScore + nameScore;
  };

  const template = candidates
    .map((candidate) => ({ candidate, score: score(candidate) }))
    .reduce((best, next) =>
      next.score > best.score || (next.score === best.score && next.candidate.id < best.candidate.id)
        ? next
        : best,
    ).candidate;

  const useCase = found[0]?.useCase ?? FALLBACK_USE_CASE;
  const reasons: string[] = [];
  const matched = found.filter((entry) => template.useCases.includes(entry.useCase));
  if (matched.length > 0) {
    for (const entry of matched)
      reasons.push(`Use case ${entry.useCase}: the brief says ${quoted(entry.cues)}`);
  } else if (found.length === 0) {
    reasons.push(
      `Use case ${FALLBACK_USE_CASE}: the brief names no use case, so it reads as a general message`,
    );
  }
  const featuresKept = features.filter((entry) => template.features.includes(entry.feature));
  for (const entry of featuresKept)
    reasons.push(`Feature ${entry.feature}: the brief says ${quoted(entry.cues)}`);
  if (layout && matchesGalleryLayout(template.layout, layout)) reasons.push(`Layout ${template.layout}`);
  const style = styles.find((candidate) => template.styles.includes(candidate));
  if (style) reasons.push(`Style ${style}: suits a ${brief.tone.toLowerCase()} tone`);
  return { template, useCase, reasons };
};
