import { pluraliseContacts } from '../lists';

/**
 * The live count beside 'Preview count' in the wizard (spec 1 §2.2): 'Counting…' while a count is on
 * its way, then '1 contact' or '1,234 contacts' (full numbers, never 1.2k); 'Not counted' when the
 * count failed, whose reason shows above.
 */
export const liveCountLabel = (count: number | null, counting: boolean): string => {
  if (counting) return 'Counting…';
  return count === null ? 'Not counted' : pluraliseContacts(count);
};
