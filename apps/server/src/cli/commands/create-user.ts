import { registerUser } from '../../modules/auth/sign-up';
import type { Db } from '../../db/database';

export interface CreateUserInput {
  email: string;
  password: string;
  name: string;
  company: string;
  verified: boolean;
}

/** The same path as sign-up (one transaction: user, account, primary-owner membership), without the mail. */
export const runCreateUser = async (db: Db, input: CreateUserInput) => {
  const { userId, accountId } = await registerUser({ db }, {
    email: input.email,
    password: input.password,
    name: input.name,
    company: input.company,
    isVerified: input.verified,
  });
  const state = input.verified
    ? 'verified'
    : 'not verified; use "verify-user" or sign in and resend the link';
  return {
    userId,
    accountId,
    message: `Created user ${input.email} (${userId}, ${state}) as primary owner of account "${input.company}" (${accountId}).`,
  };
};
