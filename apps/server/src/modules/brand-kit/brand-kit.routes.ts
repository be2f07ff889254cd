import type { FastifyInstance } from 'fastify';
import { brandKitRoutes as routes } from '@sendwell/contracts';
import type { AppContext } from '../../platform/context';
import { registerRoute } from '../../platform/http';
import { getBrandLibraryStatus, setBrandLibraryStatus } from './brand-library-status';
import { getBrandKit } from './get-brand-kit';
import { requestBrandKitImport } from './request-brand-kit-import';
import { saveBrandKit } from './save-brand-kit';

export const registerBrandKitRoutes = (app: FastifyInstance, ctx: AppContext): void => {
  registerRoute(app, routes.get, ({ auth }) => getBrandKit(ctx.db, auth.accountId));
  registerRoute(app, routes.save, ({ auth, body }) => saveBrandKit(ctx.db, auth.accountId, body));
  registerRoute(app, routes.getStatus, ({ auth }) => getBrandLibraryStatus(ctx.db, auth.accountId));
  registerRoute(app, routes.setStatus, ({ auth, body }) =>
    setBrandLibraryStatus(ctx.db, auth.accountId, body),
  );
  registerRoute(app, routes.importFromWebsite, ({ auth, body }) =>
    requestBrandKitImport(ctx, auth.accountId, body.url),
  );
};
