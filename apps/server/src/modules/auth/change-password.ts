import { AuthMessages, type ChangePasswordRequest } from '@sendwell/contracts';
import type { Db } from '../../db/database';
import { BadRequestError, UnauthorizedError } from '../../platform/errors';
import { deleteSessionsOfUser, findUserById, updateUser } from './auth.repository';
import { assertStrongPassword, hashPassword, verifyPassword } from './password';

/** Keeps the calling session and signs out every other one. */
export const changePassword = async (
  db: Db,
  auth: { userId: string; sessionTokenHash: string },
  input: ChangePasswordRequest,
): Promise<void> => {
  const user = await findUserById(db, auth.userId);
  if (!user) throw new UnauthorizedError();
  if (!(await verifyPassword(input.currentPassword, user.passwordHash))) {
    throw new BadRequestError(AuthMessages.wrongCurrentPassword, { currentPassword: AuthMessages.wrongCurrentPassword });
  }
  assertStrongPassword(input.newPassword, [user.email, user.name, user.company], 'newPassword');
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction().execute(async (trx) => {
    await updateUser(trx, auth.userId, { passwordHash });
    await deleteSessionsOfUser(trx, auth.userId, auth.sessionTokenHash);
  });
};
