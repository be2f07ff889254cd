import type { FastifyInstance } from 'fastify';
import { accountSettingsRoutes, userRoutes } from '@sendwell/contracts';
import type { AppContext } from '../../platform/context';
import { registerRoute } from '../../platform/http';
import { getAccountDetails } from './get-account-details';
import { getUserInfo } from './get-user-info';
import { switchAccount } from './switch-account';
import { updateAccountDetails } from './update-account-details';

export const registerAccountRoutes = (app: FastifyInstance, ctx: AppContext): void => {
  registerRoute(app, userRoutes.getUser, ({ auth }) => getUserInfo(ctx.db, auth));
  registerRoute(app, userRoutes.switchAccount, async ({ auth, body }) => {
    await switchAccount(ctx.db, auth.userId, body.accountId);
    ctx.sessionCache.forgetUser(auth.userId);
    return { ok: true as const };
  });
  registerRoute(app, accountSettingsRoutes.getAccountDetails, ({ auth }) =>
    getAccountDetails(ctx.db, auth.accountId),
  );
  registerRoute(app, accountSettingsRoutes.updateAccountDetails, ({ auth, body }) =>
    updateAccountDetails(ctx.db, auth.accountId, body),
  );
};
