import { JourneyMessages, type JourneyRecord } from '@sendwell/contracts';
import type { Db } from '../../db/database';
import { NotFoundError } from '../../platform/errors';
import { toJourneyRecords } from './journey-record';
import { findJourney } from './journeys.repository';

/** One journey of the account; another account's id is answered as not found. */
export const getJourney = async (db: Db, accountId: string, journeyId: number): Promise<JourneyRecord> => {
  const row = await findJourney(db, accountId, journeyId);
  if (!row) throw new NotFoundError(JourneyMessages.notFound);
  const [journey] = await toJourneyRecords(db, accountId, [row]);
  if (!journey) throw new NotFoundError(JourneyMessages.notFound);
  return journey;
};
