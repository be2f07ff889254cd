import type { Db } from '../../db/database';

/** The SQL of the integrations asked for. */

export const listIntegrationRequests = (db: Db, accountId: string) =>
  db
    .selectFrom('integration_setup_requests')
    .select(['integration_key as key', 'requested_at as requestedAt'])
    .where('account_id', '=', accountId)
    .execute();

/** Records the request; the first one is kept when it is asked again. */
export const insertIntegrationRequest = async (
  db: Db,
  request: { accountId: string; key: string; userId: string; at: Date },
): Promise<void> => {
  await db
    .insertInto('integration_setup_requests')
    .values({
      account_id: request.accountId,
      integration_key: request.key,
      requested_by: request.userId,
      requested_at: request.at,
    })
    .onConflict((oc) => oc.columns(['account_id', 'integration_key']).doNothing())
    .execute();
};
