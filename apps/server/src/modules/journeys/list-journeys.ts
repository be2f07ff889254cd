import type { JourneyRecord, JourneysQuery } from '@sendwell/contracts';
import type { Db } from '../../db/database';
import { toJourneyRecords } from './journey-record';
import { selectJourneys } from './journeys.repository';

export const listJourneys = async (db: Db, accountId: string, query: JourneysQuery): Promise<JourneyRecord[]> =>
  toJourneyRecords(db, accountId, await selectJourneys(db, accountId, { triggerListId: query.filterBySegmentTrigger }));
