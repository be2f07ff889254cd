import type { SendingEventInput } from '@sendwell/contracts';

/**
 * A provider's post in Sendwell's terms: the events it became, each with the position of the provider event
 * it came from (so an error names what the provider sent), and how many provider events were not read.
 */
export interface TranslatedPost {
  events: { index: number; event: SendingEventInput }[];
  skipped: number;
}

export type ProviderRecord = Record<string, unknown>;

export const recordOf = (value: unknown): ProviderRecord | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as ProviderRecord)
    : undefined;

/** A non-blank text field. */
export const textOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/** A campaign id as providers hand metadata back: a number or its digits (custom args are always text). */
const campaignNumber = (value: unknown): number | undefined => {
  const number = typeof value === 'string' && /^\s*\d{1,15}\s*$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) && number > 0 ? number : undefined;
};

/** The campaign named in a provider's metadata: campaignId, else campaign_id (a tag list holds it first). */
export const campaignIdIn = (metadata: ProviderRecord | undefined): number | undefined => {
  if (!metadata) return undefined;
  for (const key of ['campaignId', 'campaign_id']) {
    const value = metadata[key];
    const found = campaignNumber(Array.isArray(value) ? value[0] : value);
    if (found !== undefined) return found;
  }
  return undefined;
};
