import type { FastifyInstance } from 'fastify';
import { authRoutes, profileRoutes } from '@sendwell/contracts';
import type { AppContext } from '../../platform/context';
import { registerRoute } from '../../platform/http';
import { changePassword } from './change-password';
import { getProfile, updateProfile } from './profile';
import { requestPasswordReset, resetPassword } from './reset-password';
import { endSession, startSession } from './sessions';
import { signIn } from './sign-in';
import { signUp } from './sign-up';
import { resendSignUpEmail, resendVerification, verifyEmail } from './verify-email';

const ok = { ok: true as const };

export const registerAuthRoutes = (app: FastifyInstance, ctx: AppContext): void => {
  registerRoute(app, authRoutes.health, async () => ({ status: 'ok' as const }));

  registerRoute(
    app,
    authRoutes.signUp,
    async ({ body }) => {
      await signUp(ctx, body);
      return ok;
    },
    { rateLimit: { max: 10, timeWindow: '10 minutes' } },
  );

  registerRoute(
    app,
    authRoutes.resendSignUpEmail,
    async ({ body }) => {
      await resendSignUpEmail(ctx, body.email);
      return ok;
    },
    { rateLimit: { max: 5, timeWindow: '10 minutes' } },
  );

  registerRoute(
    app,
    authRoutes.signIn,
    async ({ body, request, reply }) => {
      const userId = await signIn(ctx, body);
      await startSession(ctx, userId, request, reply);
      return ok;
    },
    { rateLimit: { max: 20, timeWindow: '5 minutes' } },
  );

  registerRoute(app, authRoutes.signOut, async ({ request, reply }) => {
    await endSession(ctx, request, reply);
    return ok;
  });

  registerRoute(
    app,
    authRoutes.verifyEmail,
    async ({ body, request, reply }) => {
      const userId = await verifyEmail(ctx.db, body.token);
      ctx.sessionCache.forgetUser(userId);
      await startSession(ctx, userId, request, reply);
      return ok;
    },
    { rateLimit: { max: 20, timeWindow: '10 minutes' } },
  );

  registerRoute(
    app,
    authRoutes.resendVerification,
    async ({ auth }) => {
      await resendVerification(ctx, auth.userId);
      return ok;
    },
    { rateLimit: { max: 5, timeWindow: '10 minutes' } },
  );

  registerRoute(
    app,
    authRoutes.forgotPassword,
    async ({ body }) => {
      await requestPasswordReset(ctx, body.email);
      return ok;
    },
    { rateLimit: { max: 10, timeWindow: '15 minutes' } },
  );

  registerRoute(
    app,
    authRoutes.resetPassword,
    async ({ body }) => {
      const userId = await resetPassword(ctx, body.token, body.password);
      ctx.sessionCache.forgetUser(userId);
      return ok;
    },
    { rateLimit: { max: 10, timeWindow: '15 minutes' } },
  );

  registerRoute(app, authRoutes.changePassword, async ({ auth, body }) => {
    await changePassword(ctx.db, auth, body);
    ctx.sessionCache.forgetUser(auth.userId);
    return ok;
  });

  registerRoute(app, profileRoutes.getProfile, ({ auth }) => getProfile(ctx.db, auth.userId));
  registerRoute(app, profileRoutes.updateProfile, ({ auth, body }) => updateProfile(ctx.db, auth.userId, body));
};
