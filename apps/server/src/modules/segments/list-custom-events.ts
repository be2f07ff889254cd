import type { CustomEventOption } from '@sendwell/contracts';
import type { Db } from '../../db/database';
import { eventDefinitions, relearnCustomEventProperties } from './segment-lookups.repository';

export const listCustomEvents = async (db: Db, accountId: string): Promise<CustomEventOption[]> =>
  (await eventDefinitions(db, accountId, 'custom')).map((event) => ({ eventName: event.name, eventProperties: event.properties }));

/** Learns property types again from the events received, then answers the refreshed events. */
export const refreshCustomEventProperties = async (db: Db, accountId: string): Promise<CustomEventOption[]> => {
  await relearnCustomEventProperties(db, accountId);
  return listCustomEvents(db, accountId);
};
