import type { GalleryUseCase, TemplateBrief, TemplateCopy, TemplateTone } from '@sendwell/contracts';
import { asSentence, briefWords, capitalise, clip, indexOfCue, plainBriefText } from './brief-words';

/*
 * The offline copywriter: every word it writes is either the brief's own or one of the fixed phrases below,
 * chosen by the use case the brief reads as, the verb it opens with and its tone. Nothing is random, so the
 * same brief always gives the same copy, and each line can be traced back to the words it came from.
 */

export const HEADLINE_MAX_LENGTH = 70;
/** Most inboxes show about this much of a subject line. */
export const SUBJECT_MAX_LENGTH = 78;
export const PREHEADER_MAX_LENGTH = 110;
export const CALL_TO_ACTION_MAX_LENGTH = 30;

/** The merge tag every gallery template greets with: the contact's first name, or a word that reads well without it. */
const firstName = (fallback: string) => `{{ first_name | default: "${fallback}" }}`;

const GREETINGS: Record<TemplateTone, string | null> = {
  Friendly: `Hi ${firstName('there')}!`,
  Playful: `Hey ${firstName('there')}!`,
  Professional: `Hello ${firstName('there')},`,
  Elegant: `Dear ${firstName('friend')},`,
  Bold: null,
};

const CLOSINGS: Record<GalleryUseCase, string> = {
  Promotion: "Don't miss out.",
  Holiday: 'Wishing you a wonderful season.',
  Store: 'Take a look while stock lasts.',
  'Event Bookings': 'Places are limited, so save yours today.',
  Feedback: 'It only takes a minute, and it helps us do better.',
  Onboarding: 'We are glad you are here.',
  Newsletters: 'Happy reading.',
  Transactional: 'If anything looks wrong, just reply to this email.',
  Announcements: 'Read on for the details.',
  Referral: 'Share it with someone who will love it.',
  Engagement: 'We would love to see you again.',
};

/** The body's opening when the brief's sentence is already the headline, so the email never says it twice. */
const BODY_LEADS: Record<GalleryUseCase, string> = {
  Promotion: 'Here is everything you need to know.',
  Holiday: 'Here is a little something for the season.',
  Store: 'Here is what is new in store.',
  'Event Bookings': 'Join us, and bring your questions.',
  Feedback: 'Your answers shape what we do next.',
  Onboarding: 'Here is how to make the most of it from day one.',
  Newsletters: 'Here is what we have for you this time.',
  Transactional: 'Here are the details.',
  Announcements: 'Here is what is new, and what it means for you.',
  Referral: 'Here is how it works.',
  Engagement: 'We have a few things to show you.',
};

const KICKERS: Record<GalleryUseCase, string> = {
  Promotion: 'Limited-time offer',
  Holiday: 'Season’s greetings',
  Store: 'New in store',
  'Event Bookings': 'You’re invited',
  Feedback: 'We’d love your feedback',
  Onboarding: 'Welcome',
  Newsletters: 'The latest news',
  Transactional: 'Your update',
  Announcements: 'News',
  Referral: 'Refer a friend',
  Engagement: 'Just for you',
};

const USE_CASE_ACTIONS: Record<GalleryUseCase, string> = {
  Promotion: 'Claim your offer',
  Holiday: 'Find the perfect gift',
  Store: 'Shop now',
  'Event Bookings': 'Save my seat',
  Feedback: 'Share your feedback',
  Onboarding: 'Get started',
  Newsletters: 'Read more',
  Transactional: 'View details',
  Announcements: 'Find out more',
  Referral: 'Invite a friend',
  Engagement: 'See what is new',
};

/** The use cases whose headline is the offer itself. */
const OFFER_LED: readonly GalleryUseCase[] = ['Promotion', 'Holiday', 'Store'];

/** A verb of the brief names the action itself: 'register for our webinar' asks for 'Register now'. */
const VERB_ACTIONS: readonly (readonly [cue: string, action: string])[] = [
  ['rsvp', 'RSVP now'],
  ['register', 'Register now'],
  ['book', 'Book now'],
  ['reserve', 'Reserve your place'],
  ['download', 'Download now'],
  ['sign up', 'Sign up'],
  ['subscribe', 'Subscribe'],
  ['donate', 'Donate now'],
  ['apply', 'Apply now'],
  ['upgrade', 'Upgrade now'],
  ['redeem', 'Redeem now'],
  ['claim', 'Claim your offer'],
  ['watch', 'Watch now'],
  ['listen', 'Listen now'],
  ['sale', 'Shop the sale'],
];

/** Who the brief addresses, in the words marketers use; 'tell customers about X' becomes 'X' said to them. */
const WHO =
  '(?:(?:all|our|my|the|existing|new|loyal|past|lapsed|inactive|recent|vip)\\s+)*(?:customers?|clients?|subscribers?|members?|users?|people|everyone|shoppers?|buyers?|readers?|fans?|guests?|contacts?|them|audience|list)';

/** Opening phrases of a brief and the sentence each one's rest is said in ({core} is the rest). */
const OPENINGS: readonly (readonly [pattern: RegExp, sentence: string, headline: string])[] = [
  [
    /^(?:win back|re-?engage|reconnect with|bring back)\b.*$/iu,
    'It has been a while, and we miss you.',
    'We miss you',
  ],
  [
    new RegExp(`^invite\\s+(?:${WHO}\\s+)?(?:to\\s+)?`, 'iu'),
    'You are invited to {core}.',
    'You are invited to {core}',
  ],
  [
    new RegExp(`^remind\\s+(?:${WHO}\\s+)?(?:about|of|that|to)?\\s*`, 'iu'),
    'A quick reminder: {core}.',
    'A reminder: {core}',
  ],
  [
    new RegExp(`^ask\\s+(?:${WHO}\\s+)?(?:for|to give( us)?)\\s+`, 'iu'),
    'We would love {core}.',
    'We would love {core}',
  ],
  [new RegExp(`^ask\\s+(?:${WHO}\\s+)?to\\s+`, 'iu'), 'Would you {core}?', 'Would you {core}?'],
  [
    new RegExp(`^thank\\s+(?:${WHO}\\s+)?(?:for\\s+)?`, 'iu'),
    'Thank you for {core}.',
    'Thank you for {core}',
  ],
  [new RegExp(`^welcome\\s+(?:${WHO}\\s+)?(?:to\\s+)?`, 'iu'), 'Welcome to {core}.', 'Welcome to {core}'],
  [
    new RegExp(`^(?:tell|let)\\s+(?:${WHO}\\s+)?(?:know\\s+)?that\\s+`, 'iu'),
    'We wanted to let you know that {core}.',
    '{Core}',
  ],
  [
    new RegExp(`^(?:tell|let)\\s+(?:${WHO}\\s+)?(?:know\\s+)?about\\s+`, 'iu'),
    'We wanted to tell you about {core}.',
    '{Core}',
  ],
  [/^(?:announce|introduce|share|launch|unveil|present)\s+/iu, 'We are excited to share {core}.', '{Core}'],
  [/^(?:promote|advertise|push|sell)\s+/iu, 'Say hello to {core}.', '{Core}'],
  [/^celebrate\s+/iu, 'Let us celebrate {core}.', 'Celebrate {core}'],
];

/** Framing that says nothing to the reader: 'We want to send an email to ...'. */
const FRAMING =
  /^(?:(?:please|hi|hello)[,!]?\s+)?(?:(?:we|i)(?:'d| would)?\s+(?:want|like|need|wish)\s+to\s+|(?:can you|could you|help me)\s+)?(?:(?:write|create|make|send|draft)\s+)?(?:(?:a|an|the)\s+(?:(?:short|quick|simple|marketing|promotional)\s+)?(?:e-?mails?|campaign|message)\s*(?:(?:to|that|for|about|which)\s+)?)?/iu;

/** The reader is 'you': 'their order' in a brief about customers is 'your order' in the email. */
const toSecondPerson = (text: string): string =>
  text
    .replace(/\bthey are\b/giu, 'you are')
    .replace(/\bthey're\b/giu, 'you’re')
    .replace(/\btheir\b/giu, 'your')
    .replace(/\bthemselves\b/giu, 'yourself')
    .replace(/\bthem\b/giu, 'you')
    .replace(/\bthey\b/giu, 'you');

const DAY = '(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)';
const MONTH =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const DEADLINE = new RegExp(
  `\\b(?:ends?|ending|until|till|through|before|by)\\s+(?:tonight|tomorrow|today|midnight|(?:this|the)\\s+weekend|(?:this\\s+|next\\s+)?${DAY}|\\d{1,2}(?:st|nd|rd|th)?\\s+${MONTH}|${MONTH}\\s+\\d{1,2}(?:st|nd|rd|th)?)\\b`,
  'iu',
);

/** When the offer ends, as the brief says it ('ends Sunday', 'until 14 February'), or null. */
export const deadlineOf = (text: string): string | null => DEADLINE.exec(text)?.[0] ?? null;

/** The first sentence of the text. */
const firstSentence = (text: string): string => text.split(/(?<=[.!?])\s+/u)[0] ?? text;

/** What the email is about, with the framing and opening verb taken off, and which opening it had. */
export const coreOfPurpose = (purpose: string): { core: string; opening?: (typeof OPENINGS)[number] } => {
  const sentence = plainBriefText(firstSentence(plainBriefText(purpose))).replace(/[.!?]+$/u, '');
  const unframed = sentence.replace(FRAMING, '').trim() || sentence;
  for (const opening of OPENINGS) {
    if (opening[0].test(unframed))
      return { core: toSecondPerson(unframed.replace(opening[0], '').trim()), opening };
  }
  return { core: toSecondPerson(unframed) };
};

/** The offer without its small print: '20% off everything with code SPRING20' reads '20% off everything'. */
export const headlineOfOffer = (offer: string): string =>
  plainBriefText(offer)
    .split(
      /\s*(?:[,;:(]|\s-\s|\s–\s|\bwith (?:the )?code\b|\busing (?:the )?code\b|\bcode\b|\bwhen you\b|\buntil\b|\bends?\b)\s*/iu,
    )[0]
    ?.replace(/[.!?]+$/u, '')
    .trim() ?? '';

const fill = (pattern: string, core: string) =>
  pattern.replace('{Core}', capitalise(core)).replace('{core}', core);

/** 'Enjoy 20% off', 'Get free delivery': a verb before an offer that starts with an amount. */
const offerSentence = (offer: string, tone: TemplateTone): string => {
  const text = plainBriefText(offer).replace(/[.!?]+$/u, '');
  const startsWithAmount = /^(?:\p{Sc}?\d|up to\b|free\b|half\b|a free\b|an extra\b|extra\b|buy\b)/iu.test(
    text,
  );
  if (!startsWithAmount) return asSentence(capitalise(text));
  const verb = tone === 'Bold' ? 'Get' : tone === 'Professional' ? 'You can take' : 'Enjoy';
  return asSentence(`${verb} ${text}`);
};

const actionOf = (brief: Pick<TemplateBrief, 'purpose' | 'offer'>, useCase: GalleryUseCase): string => {
  const words = briefWords(`${brief.purpose} ${brief.offer}`);
  const found = VERB_ACTIONS.map(([cue, action]) => ({ action, at: indexOfCue(words, cue) }))
    .filter((entry) => entry.at >= 0)
    .sort((a, b) => a.at - b.at)[0];
  return found?.action ?? USE_CASE_ACTIONS[useCase];
};

/**
 * The subject line, preheader, kicker, headline, body and call to action of a template written from a brief.
 * `useCase` is the one the brief reads as (pickGalleryTemplate tells it). The body is plain text whose
 * paragraphs are separated by a blank line; its greeting is the first-name merge tag.
 */
export const writeTemplateCopyOffline = (brief: TemplateBrief, useCase: GalleryUseCase): TemplateCopy => {
  const { core, opening } = coreOfPurpose(brief.purpose);
  const offer = brief.offer === '' ? '' : headlineOfOffer(brief.offer);
  const deadline = deadlineOf(`${brief.purpose} ${brief.offer}`);
  const exclaim = brief.tone === 'Bold' || brief.tone === 'Playful';

  // An offer leads a sale; a welcome, an invitation or a thank-you leads with itself and names the offer after.
  const offerLeads = offer !== '' && (OFFER_LED.includes(useCase) || opening === undefined);
  const headlineText = offerLeads ? capitalise(offer) : fill(opening?.[2] ?? '{Core}', core);
  const headline =
    clip(headlineText.replace(/[.]+$/u, ''), HEADLINE_MAX_LENGTH) +
    (exclaim && !/[!?]$/u.test(headlineText) ? '!' : '');

  const said = asSentence(capitalise(fill(opening?.[1] ?? '{Core}.', core)));
  const sameWords = (a: string, b: string) => briefWords(a).join(' ') === briefWords(b).join(' ');
  const what = sameWords(said, headline) ? BODY_LEADS[useCase] : said;
  const offerLine = brief.offer === '' ? null : offerSentence(brief.offer, brief.tone);
  const audienceLine =
    brief.audience === ''
      ? null
      : asSentence(
          `We put this together with ${plainBriefText(brief.audience).replace(/[.!?]+$/u, '')} in mind`,
        );
  const closing =
    useCase === 'Promotion' && deadline && !what.includes(deadline)
      ? `It ends ${deadline.replace(/^(?:ends?|ending)\s+/iu, '')}, so don't miss out.`
      : CLOSINGS[useCase];
  const greeting = GREETINGS[brief.tone];
  const sentences = [what, offerLine, audienceLine, closing].filter((line): line is string => line !== null);
  const body = [greeting, sentences.join(' ')].filter((line): line is string => line !== null).join('\n\n');

  const subjectText = offerLeads
    ? deadline && !offer.includes(deadline)
      ? `${capitalise(offer)}, ${deadline}`
      : capitalise(offer)
    : offer !== ''
      ? `${headline.replace(/[!.]$/u, '')}: ${offer}`
      : headline;
  const subject = clip(subjectText, SUBJECT_MAX_LENGTH);
  const preheaderText = offerLeads ? what : (offerLine ?? closing);
  const kicker = (deadline ?? KICKERS[useCase]).toLocaleUpperCase('en');

  return {
    subject,
    preheader: clip(preheaderText, PREHEADER_MAX_LENGTH),
    kicker: clip(kicker, 40),
    headline,
    body,
    callToAction: clip(actionOf(brief, useCase), CALL_TO_ACTION_MAX_LENGTH),
  };
};
