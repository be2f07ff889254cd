import { pluraliseContacts } from '../lists';

/** The step 3 footer button: 'Preview count' until a count is known, then '1 contact' or '1,234 contacts' (full numbers, never 1.2k). */
export const previewCountLabel = (count: number | null | undefined): string =>
  count === null || count === undefined ? 'Preview count' : pluraliseContacts(count);
