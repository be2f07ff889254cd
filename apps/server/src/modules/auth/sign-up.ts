import type { SignUpRequest } from '@sendwell/contracts';
import { AuthMessages } from '@sendwell/contracts';
import { websiteOfEmail } from '@sendwell/domain';
import type { Db } from '../../db/database';
import type { AppContext } from '../../platform/context';
import { ConflictError } from '../../platform/errors';
import { createAccount } from '../accounts/create-account';
import { requestBrandKitImport } from '../brand-kit/request-brand-kit-import';
import { findUserByEmail, insertUser, updateUser } from './auth.repository';
import { signUpAttemptEmail } from './auth-emails';
import { assertStrongPassword, hashPassword } from './password';
import { sendVerification } from './send-verification';
import { isKnownTimezone } from './timezones';

export class EmailTakenError extends ConflictError {
  constructor() {
    super(AuthMessages.emailTaken, 'EMAIL_TAKEN');
  }
}

const isUniqueViolation = (error: unknown): boolean => error instanceof Error && 'code' in error && error.code === '23505';

/**
 * Creates the user with a new account they own, in one transaction. Both start in the browser's timezone when
 * the server knows it; an unknown one is not the newcomer's doing (browsers report what their system says), so
 * it does not refuse the sign-up: they start on UTC and can choose their zone in settings.
 */
export const registerUser = async (
  ctx: { db: Db },
  input: SignUpRequest & { isVerified?: boolean },
): Promise<{ userId: string; accountId: string }> => {
  assertStrongPassword(input.password, [input.email, input.name, input.company], 'password');
  // Hashed before the lookup, so a registered address costs the same time as a new one.
  const passwordHash = await hashPassword(input.password);
  const timezone = input.timezone && isKnownTimezone(input.timezone) ? input.timezone : undefined;
  if (await findUserByEmail(ctx.db, input.email)) throw new EmailTakenError();
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const userId = await insertUser(trx, { ...input, passwordHash, timezone });
      const { accountId } = await createAccount(trx, { name: input.company, ownerUserId: userId, timezone });
      await updateUser(trx, userId, { currentAccountId: accountId });
      return { userId, accountId };
    });
  } catch (error) {
    // Two sign-ups racing for one email: the unique index decides, the loser is told the same as any taken address.
    if (isUniqueViolation(error)) throw new EmailTakenError();
    throw error;
  }
};

/**
 * Sign-up from the web: answers the same for a registered address as for a new one (no session either way;
 * the link in the email verifies the address and signs in), so it cannot be used to find who has an account.
 * Only the mailbox learns which: a newcomer gets the verification link, an owner a note that someone tried.
 */
export const signUp = async (ctx: AppContext, input: SignUpRequest): Promise<void> => {
  try {
    const { userId, accountId } = await registerUser(ctx, input);
    await sendVerification(ctx, { id: userId, email: input.email, name: input.name });
    // The brand kit starts from the company's own website, read in the background (never a mailbox provider's).
    const website = websiteOfEmail(input.email);
    if (website) await requestBrandKitImport(ctx, accountId, website);
  } catch (error) {
    if (!(error instanceof EmailTakenError)) throw error;
    const appUrl = ctx.config.appUrl;
    await ctx.mailer.send(signUpAttemptEmail(input.email, `${appUrl}/login`, `${appUrl}/forgot-password`));
  }
};
