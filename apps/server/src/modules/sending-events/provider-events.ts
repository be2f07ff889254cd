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

/** An id as providers hand metadata back: a number or its digits (custom args are always text). */
const idNumber = (value: unknown): number | undefined => {
  const number = typeof value === 'string' && /^\s*\d{1,15}\s*$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) && number > 0 ? number : undefined;
};

/** The first id found under these keys of a provider's metadata (a tag list holds it first). */
const idIn = (metadata: ProviderRecord | undefined, keys: readonly string[]): number | undefined => {
  if (!metadata) return undefined;
  for (const key of keys) {
    const value = metadata[key];
    const found = idNumber(Array.isArray(value) ? value[0] : value);
    if (found !== undefined) return found;
  }
  return undefined;
};

/** The campaign named in a provider's metadata: campaignId, else campaign_id. */
export const campaignIdIn = (metadata: ProviderRecord | undefined): number | undefined =>
  idIn(metadata, ['campaignId', 'campaign_id']);

/** The contact named in a provider's metadata: contactId, else contact_id. */
export const contactIdIn = (metadata: ProviderRecord | undefined): number | undefined =>
  idIn(metadata, ['contactId', 'contact_id']);
