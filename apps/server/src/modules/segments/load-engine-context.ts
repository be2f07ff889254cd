import { BUILT_IN_SEGMENT_PROPERTIES, type SegmentPropertyType, type SegmentTimezone } from '@sendwell/contracts';
import { mergePropertyRegistry, timezoneOffsetMinutes } from '@sendwell/domain';
import type { Db } from '../../db/database';
import { getAccountTimezone } from '../accounts/get-account-timezone';
import { customProperties } from '../contacts/contacts.repository';
import type { EngineContext } from './engine/engine-context';
import { zoneOffsetMinutes } from './engine/segment-clock';
import { eventDefinitions } from './segment-lookups.repository';

export interface EngineContextOptions {
  /** The instant relative dates count from; now unless a snapshot was asked for earlier. */
  now?: Date;
  /** The definition's timezone; without one, the account's timezone as it is now. */
  timezone?: SegmentTimezone | undefined;
}

/** The account's property types and the clock a definition is evaluated with. */
export const loadEngineContext = async (db: Db, accountId: string, options: EngineContextOptions = {}): Promise<EngineContext> => {
  const now = options.now ?? new Date();
  const [timezone, properties, events] = await Promise.all([
    getAccountTimezone(db, accountId),
    customProperties(db, accountId),
    eventDefinitions(db, accountId, 'custom'),
  ]);
  const contactProperties = new Map<string, SegmentPropertyType>(mergePropertyRegistry(properties).map((property) => [property.key, property.type]));
  // The contact's own fields win over an imported property of the same name.
  for (const builtIn of BUILT_IN_SEGMENT_PROPERTIES) contactProperties.set(builtIn.key, builtIn.type);
  const offsetMinutes = options.timezone ? timezoneOffsetMinutes(options.timezone.offset) : zoneOffsetMinutes(timezone, now);
  return {
    accountId,
    clock: { now, offsetMinutes, timezone },
    contactProperties,
    eventProperties: new Map(events.map((event) => [event.name, event.properties])),
  };
};
