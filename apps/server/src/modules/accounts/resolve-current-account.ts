import type { Db } from '../../db/database';
import { findMembership, listMemberships, type MembershipRecord } from './accounts.repository';

/** The account a user works in: the one they chose last, or else their first membership. */
export const resolveCurrentAccount = async (
  db: Db,
  userId: string,
  preferredAccountId: string | null,
): Promise<MembershipRecord | undefined> => {
  if (preferredAccountId) {
    const preferred = await findMembership(db, userId, preferredAccountId);
    if (preferred) return preferred;
  }
  const [first] = await listMemberships(db, userId);
  return first;
};
