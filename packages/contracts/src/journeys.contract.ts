import { z } from 'zod';
import { ListChoice, ListId, JourneyStatus } from './lists.contract';
import { defineRoute } from './route';

/** Journeys, read only (spec 1 §2.1: /app/journey and /app/journey/dashboard/{id}); they are built elsewhere. */

export const JourneyMessages = {
  notFound: 'Journey not found',
} as const;

export const JourneyId = z.coerce.number().int().positive();

/** What starts a journey: contacts joining a segment, an event, or a date. */
export const JOURNEY_TRIGGER_TYPES = ['segment', 'event', 'date'] as const;
export const JourneyTriggerType = z.enum(JOURNEY_TRIGGER_TYPES);
export type JourneyTriggerType = z.infer<typeof JourneyTriggerType>;

export const JourneyRecord = z.object({
  id: z.number(),
  name: z.string(),
  status: JourneyStatus,
  triggerType: JourneyTriggerType,
  /** The lists and segments the journey uses (today: its trigger segment); archived ones included. */
  lists: z.array(ListChoice.extend({ archived: z.boolean() })),
  createdOn: z.string(),
});
export type JourneyRecord = z.infer<typeof JourneyRecord>;

export const JourneysQuery = z.object({
  /** Only the journeys triggered by this segment (the archive-blocked dialog's link). */
  filterBySegmentTrigger: ListId.optional(),
});
export type JourneysQuery = z.infer<typeof JourneysQuery>;

const tags = ['journeys'] as const;

export const journeyRoutes = {
  list: defineRoute({
    method: 'GET', path: '/api/journeys', access: 'account', tags,
    summary: "The account's journeys, newest first, optionally only those triggered by one segment",
    query: JourneysQuery, response: z.object({ data: z.array(JourneyRecord) }),
  }),
  get: defineRoute({
    method: 'GET', path: '/api/journeys/:id', access: 'account', tags,
    summary: 'One journey of the account with the lists and segments it uses',
    params: z.object({ id: JourneyId }), response: JourneyRecord,
  }),
};
