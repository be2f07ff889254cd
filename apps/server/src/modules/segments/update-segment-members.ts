import type { Db } from '../../db/database';
import type { Jobs } from '../../platform/jobs';
import { compileSegment } from './engine/compile-segment';
import { loadEngineContext } from './load-engine-context';
import { storedDefinition } from './refresh-segment';
import { dynamicSegmentsOf, lockSegment, replaceMembersAmong, shiftRecipientsCount } from './segments.repository';
import { segmentContactsChangedJob, SEGMENT_CONTACTS_PER_JOB } from './segment-contacts-changed.job';

/**
 * Brings every dynamic segment of the account up to date for a few contacts whose data, activity or
 * events changed: each segment is evaluated for those contacts only, and their membership and the
 * segment's count follow. Evaluating them again gives the same members, so a repeated run changes nothing.
 */
export const updateSegmentMembers = async (db: Db, accountId: string, contactIds: readonly number[]): Promise<void> => {
  if (contactIds.length === 0) return;
  const segments = await dynamicSegmentsOf(db, accountId);
  for (const segment of segments) {
    const definition = storedDefinition(segment.definition);
    if (!definition) continue;
    const ctx = await loadEngineContext(db, accountId, { timezone: definition.timezone });
    const query = compileSegment(definition, ctx, { contactIds });
    await db.transaction().execute(async (trx) => {
      await lockSegment(trx, accountId, segment.id);
      const change = await replaceMembersAmong(trx, accountId, segment.id, contactIds, query);
      await shiftRecipientsCount(trx, accountId, segment.id, change);
    });
  }
};

/**
 * For the areas that record contact data, activity and events: queues the update of dynamic segments
 * for these contacts (in batches), so segments follow new data without waiting for a full refresh.
 */
export const notifySegmentContactsChanged = async (jobs: Jobs, accountId: string, contactIds: readonly number[]): Promise<void> => {
  const unique = [...new Set(contactIds)];
  for (let start = 0; start < unique.length; start += SEGMENT_CONTACTS_PER_JOB) {
    await jobs.send(segmentContactsChangedJob, { accountId, contactIds: unique.slice(start, start + SEGMENT_CONTACTS_PER_JOB) });
  }
};
