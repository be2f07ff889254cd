import { TeamMessages } from '@sendwell/contracts';
import type { Db } from '../../db/database';
import { NotFoundError } from '../../platform/errors';
import { findPendingInvitation, revokeInvitation as markRevoked } from './team.repository';

export const revokeInvitation = async (db: Db, accountId: string, id: string): Promise<void> => {
  if (!(await findPendingInvitation(db, accountId, id)))
    throw new NotFoundError(TeamMessages.invitationNotFound);
  await markRevoked(db, accountId, id);
};
