import { DefinitionForActivityQuery } from '@sendwell/contracts';

/*
 * The lists page's address can name an activity record to make a segment of (spec 1 §4 "Wizard"): the
 * lists feature writes it and the segments feature reads it, as neither imports the other. The
 * parameters are the query of the call that answers the definition, so one schema checks both.
 */

export const ACTIVITY_SEGMENT_PARAMS = DefinitionForActivityQuery.keyof().options;

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
