import type { CopilotVocabulary } from './vocabulary';

const list = (items: readonly string[]) =>
  items
    .slice(0, 5)
    .map((item) => `'${item}'`)
    .join(', ');

/** Every text the offline copilot answers with. */
export const CopilotMessages = {
  empty: "Describe who should be in the segment, for example 'gmail users who clicked in the last 30 days'.",
  noWords:
    "I could not find any words in that. Describe who should be in the segment, for example 'contacts in Germany who opened an email in the last 30 days'.",
  injection:
    "I can only build segments from this account's own contacts, lists, campaigns and events. Describe who should be in the segment, for example 'customers who bought in the last 90 days'.",
  foreignId: (id: string) =>
    `This account has no list, segment or campaign with id ${id}. Mention it by its name instead.`,
  nothingFound:
    'I could not tell who should be in the segment. Which contacts do you mean? You can name a list, a campaign, an event or a contact property.',
  unclear: (words: readonly string[]) =>
    `I don't know what ${list(words)} means for this account. Is it a list, a campaign, an event or a contact property? Please name it as it appears in Sendwell.`,
  whichCampaign: (names: readonly string[]) =>
    `Several campaigns match. Which one do you mean: ${list(names)}?`,
  whichForm: (names: readonly string[]) => `Several forms match. Which one do you mean: ${list(names)}?`,
  whichProperty: (value: string, keys: readonly string[]) =>
    `'${value}' is a value of several contact properties (${list(keys)}). Which one do you mean?`,
  whichValue: (key: string, values: readonly string[]) =>
    values.length > 0 ? `Which ${key} do you mean? For example ${list(values)}.` : `What should ${key} be?`,
  numberNeeded: (key: string) => `What number should ${key} be compared with? For example 'over 100'.`,
  campaignWithDate:
    'A campaign is sent once, so a date range does not narrow it. Should I use the campaign alone, or any campaign in that period?',
  countWindow: 'Over which period should I count? For example "in the last 30 days" (up to 180 days).',
  rateWindow: 'Rates can be measured over the last 180 days at most. Over which period should I measure it?',
  howRecent: "How recent? For example 'in the last 30 days'.",
  dateWithoutWhat:
    'What should have happened in that period? For example opened, clicked, bought or signed up.',
  listInsideOr:
    "I can combine lists and subscription status only with 'and'. Could you rephrase it as lists plus conditions?",
  twoLists: "Should contacts be in all of these lists, or in any of them? Say 'in A or B' for any of them.",
  noForms: 'This account has no forms yet. Which form do you mean?',
  noStore: 'This account has no store orders yet. Did you mean one of its custom events?',
  invalid: (message: string) =>
    `I could not complete that segment: ${message}. Could you say it differently?`,
} as const;

const INJECTION = [
  /\bignore\b.*\b(instruction|instructions|rules|prompt|above|previous)\b/i,
  /\b(system|developer)\s+prompt\b/i,
  /\b(other|another|all|every)\s+(accounts?|tenants?|customers'? accounts?|workspaces?|companies'?)\b/i,
  /\baccounts'\s/i,
  /\b(drop|delete|truncate|update|insert)\s+(table|from|into|all|every|the)\b/i,
  /;\s*--|\bselect\s+\*|\bunion\s+select\b/i,
  /\b(api|secret|password|passwords|credentials|token)s?\b/i,
  /\b(database|schema|sql|tables?|server|admin)\b/i,
  /\byou are now\b|\bact as\b|\bjailbreak\b/i,
];

/**
 * Why a prompt can never become a segment, or null: empty, no letters or digits (only emoji or
 * signs), an attempt to reach past the account or change the rules, or an id the account does not have.
 */
export const badQueryReason = (prompt: string, vocabulary: CopilotVocabulary): string | null => {
  if (prompt.trim() === '') return CopilotMessages.empty;
  if (!/[\p{L}\p{N}]/u.test(prompt)) return CopilotMessages.noWords;
  if (INJECTION.some((pattern) => pattern.test(prompt))) return CopilotMessages.injection;
  const known = new Set([
    ...vocabulary.lists.map((item) => item.id),
    ...vocabulary.campaigns.map((item) => item.id),
  ]);
  for (const match of prompt.matchAll(
    /\b(?:list|segment|campaign)s?\s*(?:id\s*)?(?:#|id\s*|no\.?\s*|number\s*)(\d+)/gi,
  )) {
    if (!known.has(Number(match[1]))) return CopilotMessages.foreignId(match[1] ?? '');
  }
  for (const match of prompt.matchAll(/\((?:list|campaign):(\d+)\)/gi)) {
    if (!known.has(Number(match[1]))) return CopilotMessages.foreignId(match[1] ?? '');
  }
  return null;
};
