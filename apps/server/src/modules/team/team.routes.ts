import type { FastifyInstance } from 'fastify';
import { teamRoutes } from '@sendwell/contracts';
import type { AppContext } from '../../platform/context';
import { registerRoute } from '../../platform/http';
import { startSession } from '../auth/sessions';
import { acceptInvitation } from './accept-invitation';
import { inviteMember } from './invite-member';
import { listTeam } from './list-team';
import { previewInvitation } from './preview-invitation';
import { removeMember } from './remove-member';
import { resendInvitation } from './resend-invitation';
import { revokeInvitation } from './revoke-invitation';
import { signUpWithInvitation } from './sign-up-with-invitation';
import { transferOwnership } from './transfer-ownership';
import { updateMember } from './update-member';

const ok = { ok: true as const };
/** The link's token is a secret worth guessing at: these answer a few times per address only. */
const TOKEN_RATE = { rateLimit: { max: 30, timeWindow: '10 minutes' } };

export const registerTeamRoutes = (app: FastifyInstance, ctx: AppContext): void => {
  registerRoute(app, teamRoutes.getTeam, ({ auth }) => listTeam(ctx.db, auth, ctx.now()));
  registerRoute(app, teamRoutes.invite, ({ auth, body }) => inviteMember(ctx, auth, body));
  registerRoute(app, teamRoutes.resendInvitation, ({ auth, params }) =>
    resendInvitation(ctx, auth, params.id),
  );
  registerRoute(app, teamRoutes.revokeInvitation, async ({ auth, params }) => {
    await revokeInvitation(ctx.db, auth.accountId, params.id);
    return ok;
  });
  // A member's role lives in their sessions for a few seconds: each change makes them resolve again.
  registerRoute(app, teamRoutes.updateMember, async ({ auth, params, body }) => {
    const { member, userId } = await updateMember(ctx.db, auth, params.memberId, body);
    ctx.sessionCache.forgetUser(userId);
    return member;
  });
  registerRoute(app, teamRoutes.removeMember, async ({ auth, params }) => {
    ctx.sessionCache.forgetUser(await removeMember(ctx.db, auth, params.memberId));
    return ok;
  });
  registerRoute(app, teamRoutes.transferOwnership, async ({ auth, body }) => {
    ctx.sessionCache.forgetUser(await transferOwnership(ctx.db, auth, body.memberId));
    ctx.sessionCache.forgetUser(auth.userId);
    return ok;
  });

  registerRoute(
    app,
    teamRoutes.previewInvitation,
    ({ query, auth }) => previewInvitation(ctx, query.token, auth),
    TOKEN_RATE,
  );
  registerRoute(
    app,
    teamRoutes.acceptInvitation,
    async ({ auth, body }) => {
      const joined = await acceptInvitation(ctx, auth.userId, body.token);
      ctx.sessionCache.forgetUser(auth.userId);
      return joined;
    },
    TOKEN_RATE,
  );
  registerRoute(
    app,
    teamRoutes.signUpWithInvitation,
    async ({ body, request, reply }) => {
      const { userId, ...joined } = await signUpWithInvitation(ctx, body);
      await startSession(ctx, userId, request, reply);
      return joined;
    },
    TOKEN_RATE,
  );
};
