import type {
  EngagementSegmentStartingPoint,
  EngagementSegmentType,
  ListType,
  SegmentDefinitionResponse,
  SegmentStartingPoint,
  SegmentType,
} from '@sendwell/contracts';
import {
  defaultSegmentType,
  PREBUILT_SEGMENT_CARDS,
  prebuiltSegmentName,
  type SegmentTypeSettings,
} from '@sendwell/domain';
import type { WizardStart } from './wizard-state';

/*
 * Where a pre-filled wizard starts from (spec 1 §4 "Wizard"): a segment being duplicated, or an
 * engagement type or an activity record asked for in the lists page's address.
 */

/** The copy's name; the original's name is taken, so the copy starts with one that is not. */
export const duplicateName = (name: string): string => `Copy of ${name}`;

/** A copy keeps the original's type when the account still allows it. */
export const duplicateSegmentType = (type: ListType, settings: SegmentTypeSettings): SegmentType => {
  if (type === 'static' && !settings.disableStatic) return 'static';
  if (type === 'dynamic' && !settings.disableDynamic) return 'dynamic';
  return defaultSegmentType(settings, 'duplicate');
};

const audienceOf = (answer: SegmentDefinitionResponse): WizardStart['audience'] => ({
  recipientLists: answer.originalData.recipientLists,
  excludeRecipientList: answer.originalData.excludeRecipientList,
  // The answer's own flags are the ones the server counts with.
  isUnsubscribed: answer.isUnsubscribed,
  isBlocked: answer.isBlocked,
  excludeIsUnsubscribed: answer.excludeIsUnsubscribed,
  excludeIsBlocked: answer.excludeIsBlocked,
});

/** A saved segment as it is, to edit its definition: its name and type stay. */
export const startFromSaved = (
  list: { name: string; type: ListType },
  answer: SegmentDefinitionResponse,
): WizardStart => ({
  name: list.name,
  audience: audienceOf(answer),
  groups: answer.originalData.segmentFilters,
  segmentType: list.type === 'static' ? 'static' : 'dynamic',
});

export const startFromDuplicate = (
  list: { name: string; type: ListType },
  answer: SegmentDefinitionResponse,
  settings: SegmentTypeSettings,
): WizardStart => ({
  name: duplicateName(list.name),
  audience: audienceOf(answer),
  groups: answer.originalData.segmentFilters,
  segmentType: duplicateSegmentType(list.type, settings),
});

export const startFromEngagement = (
  name: EngagementSegmentType,
  answer: EngagementSegmentStartingPoint,
  options: { now: Date; offsetMinutes: number; settings: SegmentTypeSettings },
): WizardStart => {
  const card = PREBUILT_SEGMENT_CARDS.find((candidate) => candidate.id === name);
  return {
    // Named like the card it stands for, with the time, as choosing the card does.
    name: card ? prebuiltSegmentName(card, options.now, options.offsetMinutes) : '',
    audience: {
      recipientLists: answer.recipientLists,
      excludeRecipientList: answer.excludeRecipientList,
      excludeIsUnsubscribed: answer.excludeIsUnsubscribed,
      excludeIsBlocked: answer.excludeIsBlocked,
    },
    groups: answer.segmentFilters,
    segmentType: defaultSegmentType(options.settings, 'create'),
  };
};

/**
 * The contacts of a list behind an activity record. Unnamed: what the marketer picked (a campaign's
 * openers, say) is theirs to name, and no time-stamped default would say it better.
 */
export const startFromActivity = (
  answer: SegmentStartingPoint,
  settings: SegmentTypeSettings,
): WizardStart => ({
  name: '',
  audience: { recipientLists: answer.recipientLists, excludeRecipientList: answer.excludeRecipientList },
  groups: answer.segmentFilters,
  segmentType: defaultSegmentType(settings, 'create'),
});
