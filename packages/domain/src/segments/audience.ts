import {
  SEGMENT_SELECTION_LIMIT,
  SegmentMessages,
  type BelongsToChoice,
  type ExcludeChoice,
  type SegmentAudience,
} from '@sendwell/contracts';
import { validateListName } from '../lists';

/*
 * The 'Contacts belong to' and 'but does not belong to' choices of step 2, and how they travel
 * (see SegmentAudience in the contract).
 */

const isSpecial = (choice: BelongsToChoice | ExcludeChoice): boolean => typeof choice === 'string';

/**
 * Exclusivity: choosing 'all' or another special value keeps only that value; choosing a list
 * drops any special value. `next` is the multi-select's new value; the newest entry is last.
 */
const exclusive = <T extends BelongsToChoice | ExcludeChoice>(
  previous: readonly T[],
  next: readonly T[],
): T[] => {
  const added = next.filter((choice) => !previous.includes(choice));
  const newest = added.at(-1);
  if (newest === undefined) return [...next];
  if (isSpecial(newest)) return [newest];
  return next.filter((choice) => !isSpecial(choice));
};

export const selectBelongsTo = (
  previous: readonly BelongsToChoice[],
  next: readonly BelongsToChoice[],
): BelongsToChoice[] => exclusive(previous, next);

export const selectExclude = (
  previous: readonly ExcludeChoice[],
  next: readonly ExcludeChoice[],
): ExcludeChoice[] => exclusive(previous, next);

/** The multi-select values as the definition carries them. */
export const audienceFromChoices = (
  belongsTo: readonly BelongsToChoice[],
  exclude: readonly ExcludeChoice[],
): SegmentAudience => {
  const lists = belongsTo.filter((choice): choice is number => typeof choice === 'number');
  const special = belongsTo.find((choice) => typeof choice === 'string');
  const excludeSpecial = exclude.find((choice) => typeof choice === 'string');
  return {
    recipientLists: special === undefined ? lists : null,
    excludeRecipientList: exclude.filter((choice): choice is number => typeof choice === 'number'),
    isUnsubscribed: special === 'isUnsubscribed' || special === 'isUnsubscribedOrBlocked',
    isBlocked: special === 'isBlocked' || special === 'isUnsubscribedOrBlocked',
    excludeIsUnsubscribed:
      excludeSpecial === 'excludeIsUnsubscribed' || excludeSpecial === 'excludeIsUnsubscribedOrBlocked',
    excludeIsBlocked:
      excludeSpecial === 'excludeIsBlocked' || excludeSpecial === 'excludeIsUnsubscribedOrBlocked',
  };
};

/** The multi-select values of a saved definition, for duplicate and edit entries. */
export const choicesFromAudience = (
  audience: Partial<SegmentAudience> & Pick<SegmentAudience, 'recipientLists'>,
): { belongsTo: BelongsToChoice[]; exclude: ExcludeChoice[] } => {
  const unsubscribed = audience.isUnsubscribed ?? false;
  const blocked = audience.isBlocked ?? false;
  const lists = audience.recipientLists;
  let belongsTo: BelongsToChoice[];
  if (unsubscribed && blocked) belongsTo = ['isUnsubscribedOrBlocked'];
  else if (unsubscribed) belongsTo = ['isUnsubscribed'];
  else if (blocked) belongsTo = ['isBlocked'];
  else belongsTo = lists === null ? ['all'] : [...lists];

  const exclude: ExcludeChoice[] = [...(audience.excludeRecipientList ?? [])];
  const excludeUnsubscribed = audience.excludeIsUnsubscribed ?? false;
  const excludeBlocked = audience.excludeIsBlocked ?? false;
  if (excludeUnsubscribed && excludeBlocked) exclude.push('excludeIsUnsubscribedOrBlocked');
  else if (excludeUnsubscribed) exclude.push('excludeIsUnsubscribed');
  else if (excludeBlocked) exclude.push('excludeIsBlocked');
  return { belongsTo, exclude };
};

/**
 * Options past the cap are disabled with this message; null while more may be chosen or when
 * the option is already chosen.
 */
export const selectionLimitMessage = (
  selected: readonly unknown[],
  option: unknown,
  limit: number = SEGMENT_SELECTION_LIMIT,
): string | null =>
  selected.length >= limit && !selected.includes(option) ? SegmentMessages.maxItems(limit) : null;

export interface AudienceStepState {
  name: string;
  /** Names of every other list and segment, archived ones included. */
  takenNames: Iterable<string>;
  nameMaxLength?: number;
  belongsTo: readonly BelongsToChoice[];
  /** The 'Exclude contacts' panel is open. */
  excludeOpen: boolean;
  exclude: readonly ExcludeChoice[];
}

export interface AudienceStepResult {
  nameError: string | null;
  excludeError: string | null;
  /** 'Next - create condition' is enabled. */
  canProceed: boolean;
}

/** Step 2 of the wizard: a valid name, at least one 'belongs to' choice, and a chosen exclusion if the panel is open. */
export const validateAudienceStep = (state: AudienceStepState): AudienceStepResult => {
  const nameError = validateListName(state.name, state.takenNames, state.nameMaxLength);
  const excludeError = state.excludeOpen && state.exclude.length === 0 ? SegmentMessages.excludeEmpty : null;
  return {
    nameError,
    excludeError,
    canProceed: nameError === null && excludeError === null && state.belongsTo.length > 0,
  };
};
