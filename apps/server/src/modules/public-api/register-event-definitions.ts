import type { ContactPropertyType } from '@sendwell/contracts';
import type { Db } from '../../db/database';
import { eventDefinitionsNamed, upsertEventDefinitions } from './public-api.repository';

type Definitions = ReadonlyMap<string, Record<string, ContactPropertyType>>;

/** What a batch adds to the registry: names not registered yet, and properties a registered name lacks. */
export const newDefinitions = (
  registered: readonly { name: string; source: string; properties: Record<string, ContactPropertyType> }[],
  source: 'custom' | 'shopify',
  batch: Definitions,
): Map<string, Record<string, ContactPropertyType>> => {
  const known = new Map(registered.map((definition) => [definition.name, definition]));
  const added = new Map<string, Record<string, ContactPropertyType>>();
  for (const [name, properties] of batch) {
    const definition = known.get(name);
    if (!definition) added.set(name, properties);
    else if (definition.source === source && Object.keys(properties).some((key) => !(key in definition.properties))) added.set(name, properties);
  }
  return added;
};

/**
 * Registers event names and property types as they arrive, so the segment builder offers them at once.
 * The registry is read first and written only when the batch brings something new: a steady stream of
 * known events never locks its rows, so batches of one account do not wait on each other here.
 */
export const registerEventDefinitions = async (db: Db, accountId: string, source: 'custom' | 'shopify', batch: Definitions): Promise<void> => {
  if (batch.size === 0) return;
  const added = newDefinitions(await eventDefinitionsNamed(db, accountId, [...batch.keys()]), source, batch);
  if (added.size > 0) await upsertEventDefinitions(db, accountId, source, added);
};
