import { BUILT_IN_SEGMENT_PROPERTIES, type SegmentPropertyType, type SegmentTimezone } from '@sendwell/contracts';
import { mergePropertyRegistry, resolveAccountSettings, timezoneOffsetMinutes } from '@sendwell/domain';
import type { Db } from '../../db/database';
import { findAccount } from '../accounts/accounts.repository';
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
  const [account, properties, events] = await Promise.all([
    findAccount(db, accountId),
    customProperties(db, accountId),
    eventDefinitions(db, accountId, 'custom'),
  ]);
  const contactProperties = new Map<string, SegmentPropertyType>(mergePropertyRegistry(properties).map((property) => [property.key, property.type]));
  // The contact's own fields win over an imported property of the same name.
  for (const builtIn of BUILT_IN_SEGMENT_PROPERTIES) contactProperties.set(builtIn.key, builtIn.type);
  const offsetMinutes = options.timezone
    ? timezoneOffsetMinutes(options.timezone.offset)
    : zoneOffsetMinutes(resolveAccountSettings(account?.settings ?? {}).timezone, now);
  return {
    accountId,
    clock: { now, offsetMinutes },
    contactProperties,
    eventProperties: new Map(events.map((event) => [event.name, event.properties])),
  };
};
