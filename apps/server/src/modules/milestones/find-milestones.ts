import { sql } from 'kysely';
import type { Milestone } from '@sendwell/contracts';
import { SEGMENT_LIST_TYPES } from '@sendwell/domain';
import type { Db } from '../../db/database';

/**
 * Each milestone is read from what the account has done, so it is right however the work was done (the
 * app, the public API, an import still finishing) and cannot fall out of step: importing counts once an
 * import has finished with at least one contact in it, or once the account has any contact at all (sent
 * through the API or a store: there is nothing left to bring in first); creating a segment once any
 * segment was created, even one archived since.
 */
export const findMilestones = async (db: Db, accountId: string): Promise<Milestone[]> => {
  const { rows } = await sql<{ imported: Date | null; segmented: Date | null }>`
    select
      least(
        (select min(completed_at) from imports
          where account_id = ${accountId} and status = 'done' and new_count + updated_count + unchanged_count > 0),
        -- Ids grow as contacts are added: the first one is the earliest, read straight from the key.
        (select created_at from contacts where account_id = ${accountId} order by id limit 1)
      ) as imported,
      (select min(created_at) from lists
        where account_id = ${accountId} and type in (${sql.join(SEGMENT_LIST_TYPES)})) as segmented`.execute(db);
  const done = rows[0];
  const milestone = (key: Milestone['key'], at: Date | null | undefined): Milestone => ({
    key,
    completed: at != null,
    completedOn: at?.toISOString() ?? null,
  });
  return [milestone('importContacts', done?.imported), milestone('createSegment', done?.segmented)];
};
