import type { CopilotMention, CopilotMentionCategory, CopilotSuggestions } from '@sendwell/contracts';

export interface MentionOption {
  /** Unique among the options: category and id. */
  key: string;
  /** What the prompt shows after the @. */
  name: string;
  category: CopilotMentionCategory;
  value: string;
}

export const MENTION_CATEGORY_LABELS: Record<CopilotMentionCategory, string> = {
  CAMPAIGN: 'Campaign',
  LIST: 'List',
  EVENT: 'Event',
  CONTACT_PROPERTY: 'Contact property',
  JOURNEY: 'Journey',
  SENDER_ID: 'Sender ID',
  TEMPLATE: 'Template',
};

/** Every mention the account's data allows, in the order of spec 1 §2.3. */
export const mentionOptions = (suggestions: CopilotSuggestions | undefined): MentionOption[] => {
  if (!suggestions) return [];
  const option = (category: CopilotMentionCategory, value: string | number, name: string): MentionOption => ({
    key: `${category}:${value}`,
    name,
    category,
    value: String(value),
  });
  return [
    ...suggestions.campaigns.map((item) => option('CAMPAIGN', item.id, item.name)),
    ...suggestions.recipientLists.map((item) => option('LIST', item.id, item.name)),
    ...suggestions.events.map((item) => option('EVENT', item.id, item.eventName)),
    ...suggestions.contactProperties.map((item) => option('CONTACT_PROPERTY', item.key, item.key)),
    ...suggestions.journeys.map((item) => option('JOURNEY', item.id, item.name)),
    ...suggestions.senderIds.map((item) => option('SENDER_ID', item.senderId, item.emailId)),
    ...suggestions.templates.map((item) => option('TEMPLATE', item.id, item.name)),
  ];
};

/**
 * The enrichmentArray of a prompt: each chosen mention still written in it as '@name', with where it
 * sits. A mention deleted from the text is dropped.
 */
export const enrichmentOf = (text: string, chosen: readonly MentionOption[]): CopilotMention[] => {
  const mentions: CopilotMention[] = [];
  const taken = new Set<number>();
  for (const option of chosen) {
    const written = `@${option.name}`;
    let start = text.indexOf(written);
    while (start !== -1 && taken.has(start)) start = text.indexOf(written, start + 1);
    if (start === -1) continue;
    taken.add(start);
    mentions.push({
      name: option.name,
      icon: option.category,
      value: option.value,
      subString: { startPosition: start, endPosition: start + written.length },
    });
  }
  return mentions;
};
