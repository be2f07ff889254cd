import { AuthMessages, type SignInRequest } from '@sendwell/contracts';
import type { AppContext } from '../../platform/context';
import { TooManyRequestsError, UnauthorizedError } from '../../platform/errors';
import {
  admitSignInAttempt,
  clearSignInThrottle,
  findUserByEmail,
  lockSignInsAfterFailures,
  signInThrottleOf,
  type SignInThrottlePolicy,
} from './auth.repository';
import { signInLockedEmail } from './auth-emails';
import { DUMMY_HASH_PROMISE, verifyPassword } from './password';

const MINUTE_MS = 60_000;

/** The per-IP limit does not stop guesses spread over many addresses; this, per e-mail address, does. */
export const SIGN_IN_THROTTLE: SignInThrottlePolicy = {
  windowMs: 60 * MINUTE_MS,
  delayAfter: 5,
  firstDelayMs: 5_000,
  maxDelayMs: 5 * MINUTE_MS,
  lockAfter: 10,
  lockMs: 15 * MINUTE_MS,
};

const refusal = async (ctx: AppContext, email: string, now: Date): Promise<TooManyRequestsError> => {
  const throttle = await signInThrottleOf(ctx.db, email);
  return throttle?.lockedUntil && throttle.lockedUntil > now
    ? new TooManyRequestsError(AuthMessages.signInLocked, 'SIGN_IN_LOCKED')
    : new TooManyRequestsError(AuthMessages.signInDelayed, 'SIGN_IN_DELAYED');
};

/**
 * Returns the user id for a correct email and password. Every answer is the same for an unknown address
 * and a known one (the count is kept per address typed), and while an address waits or is locked no
 * password is checked at all, so even the right one is refused. Only the owner of a known address is told
 * of a lock, by mail.
 */
export const signIn = async (ctx: AppContext, input: SignInRequest): Promise<string> => {
  const now = ctx.now();
  if (!(await admitSignInAttempt(ctx.db, input.email, now, SIGN_IN_THROTTLE))) throw await refusal(ctx, input.email, now);
  const user = await findUserByEmail(ctx.db, input.email);
  const valid = await verifyPassword(input.password, user?.passwordHash ?? (await DUMMY_HASH_PROMISE));
  if (user && valid) {
    await clearSignInThrottle(ctx.db, input.email);
    return user.id;
  }
  if (await lockSignInsAfterFailures(ctx.db, input.email, now, SIGN_IN_THROTTLE)) {
    if (user) await ctx.mailer.send(signInLockedEmail(user.email, `${ctx.config.appUrl}/forgot-password`));
    throw new TooManyRequestsError(AuthMessages.signInLocked, 'SIGN_IN_LOCKED');
  }
  throw new UnauthorizedError(AuthMessages.invalidCredentials);
};
