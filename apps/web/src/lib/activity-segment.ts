import { CAMPAIGN_ACTIVITY_CONDITIONS, type DefinitionForActivityQuery } from '@sendwell/contracts';
import { idParam, keysOf, oneOf } from './address-params';

/*
 * The lists page's address can name an activity record to make a segment of (spec 1 §4 "Wizard"): the
 * lists feature writes it and the segments feature reads it, as neither imports the other. The
 * parameters are the query of the call that answers the definition (DefinitionForActivityQuery), read
 * here as that schema reads them, without zod, which the lists page does not otherwise need.
 */

export const ACTIVITY_SEGMENT_PARAMS = keysOf<keyof DefinitionForActivityQuery>({
  recipientListId: true,
  forActivity: true,
  campaignId: true,
});

/** `current` with the activity record named, its other parameters (the table's) kept. */
export const withActivitySegment = (
  current: URLSearchParams,
  query: DefinitionForActivityQuery,
): URLSearchParams => {
  const next = new URLSearchParams(current);
  for (const name of ACTIVITY_SEGMENT_PARAMS) {
    const value = query[name];
    if (value === undefined) next.delete(name);
    else next.set(name, String(value));
  }
  return next;
};

/** The activity record the address names, or undefined when a parameter is missing or wrong. */
export const readActivitySegment = (params: URLSearchParams): DefinitionForActivityQuery | undefined => {
  const recipientListId = idParam(params.get('recipientListId'));
  const forActivity = oneOf(CAMPAIGN_ACTIVITY_CONDITIONS, params.get('forActivity'));
  const campaign = params.get('campaignId');
  const campaignId = campaign === null ? undefined : idParam(campaign);
  if (recipientListId === undefined || forActivity === undefined) return undefined;
  if (campaign !== null && campaignId === undefined) return undefined;
  return campaignId === undefined
    ? { recipientListId, forActivity }
    : { recipientListId, forActivity, campaignId };
};
