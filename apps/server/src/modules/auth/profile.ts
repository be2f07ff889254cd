import { TIMEZONE_INVALID, type Profile, type UpdateProfileRequest } from '@sendwell/contracts';
import type { Db } from '../../db/database';
import { BadRequestError, UnauthorizedError } from '../../platform/errors';
import { findUserById, updateUser } from './auth.repository';
import { isKnownTimezone } from './timezones';


export const getProfile = async (db: Db, userId: string): Promise<Profile> => {
  const user = await findUserById(db, userId);
  if (!user) throw new UnauthorizedError();
  return { name: user.name, email: user.email, company: user.company, phone: user.phone, timezone: user.timezone, isVerified: user.isVerified };
};

export const updateProfile = async (db: Db, userId: string, input: UpdateProfileRequest): Promise<Profile> => {
  if (!isKnownTimezone(input.timezone)) {
    throw new BadRequestError(TIMEZONE_INVALID, { timezone: TIMEZONE_INVALID });
  }
  await updateUser(db, userId, input);
  return getProfile(db, userId);
};
